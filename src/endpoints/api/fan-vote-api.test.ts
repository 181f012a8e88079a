import type { MiddlewareHandler } from 'hono';
import { describe, expect, it } from 'vitest';
import { createCompetitionApi } from '../../lib/competition/api';
import { createFakeClient, type FakeAnswer } from '../../lib/competition/testing/fake-client';
import { readFixture } from '../../lib/competition/testing/fixtures';
import type { PipelineEnv } from '../../middleware/types';
import { requestContext } from '../../middleware/resolve-request-context';
import { buildTestApp, KINGS_ENV } from '../../middleware/test-app';
import { serveEndpoints } from '../serve-endpoints';
import { fanVoteApi } from './fan-vote-api';

/** A votes namespace that records what reaches it: a refusal must reach nothing. */
function votesDouble() {
  const reached: string[] = [];
  const namespace = {
    idFromName: (name: string) => name,
    get: (name: string) => ({
      fetch: async (request: Request) => {
        reached.push(`${name} ${new URL(request.url).pathname}`);
        return Response.json({ tallies: {} });
      },
    }),
  };
  return { namespace, reached };
}

// The door's refusals come before the league is read: no competition client is needed.
const buildApp = () => buildTestApp([requestContext(), serveEndpoints(fanVoteApi())]);

const SECRET = 'a-test-secret-that-is-long-enough-to-sign';
const SITE = 'https://kingsleague.pro';

function post(app: ReturnType<typeof buildApp>, query: string, body: string, { origin = SITE, secret = SECRET, accept = 'text/html' } = {}) {
  const double = votesDouble();
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', accept };
  if (origin) headers.origin = origin;
  const response = app.request(`${SITE}/api/votes?${query}`, { method: 'POST', headers, body }, { ...KINGS_ENV, VOTE_COOKIE_SECRET: secret, MATCH_VOTES: double.namespace });
  return { response, reached: double.reached };
}

describe('fanVoteApi', () => {
  it('does not exist without the cookie secret', async () => {
    const { response, reached } = post(buildApp(), 'region=espana&lang=en&id=501', 'question=winner&choice=home', { secret: '' });
    expect((await response).status).toBe(404);
    expect(reached).toEqual([]);
  });

  it('refuses another origin, or none, with a 403 and reaches no votes object', async () => {
    for (const origin of ['https://elsewhere.example', '']) {
      const { response, reached } = post(buildApp(), 'region=espana&lang=en&id=501', 'question=winner&choice=home', { origin });
      expect((await response).status).toBe(403);
      expect(reached).toEqual([]);
    }
  });

  it('refuses a bad query or form with a 400', async () => {
    for (const [query, body] of [['region=espana&lang=en&id=x', 'question=winner&choice=home'], ['region=espana&lang=en&id=501', 'question=winner'], ['region=espana&lang=en&id=501', 'question=loser&choice=home']]) {
      const { response, reached } = post(buildApp(), query!, body!);
      expect((await response).status).toBe(400);
      expect(reached).toEqual([]);
    }
  });
});

describe('fanVoteApi when the match votes object is overloaded', () => {
  const MATCH = 501;
  /** The fixtures' match 501, ended two hours ago: its fans' MVP is open. */
  type RawMatch = { id: number; date: string; events?: { playerId?: number }[] };
  const endedTwoHoursAgo = (name: string) => {
    const body = structuredClone(readFixture(name));
    const matches = (Array.isArray(body) ? body.flatMap((turn: { matches: RawMatch[] }) => turn.matches) : (body as { matches: RawMatch[] }).matches);
    matches.find((candidate) => candidate.id === MATCH)!.date = new Date(Date.now() - 2 * 3600_000).toISOString();
    return body;
  };
  const turn = endedTwoHoursAgo('turn.json') as { matches: RawMatch[] };
  const player = String(turn.matches.find((match) => match.id === MATCH)!.events!.find((event) => event.playerId !== undefined)!.playerId);
  const ANSWERS: Record<string, FakeAnswer> = {
    '/api/v1/competition/season-clusters': 'season-clusters.json',
    '/api/v1/competition/seasons/12/match-center-data': { value: endedTwoHoursAgo('match-center-data.json') },
    '/api/v1/competition/turns/12001': { value: turn },
  };
  const withLeague: MiddlewareHandler<PipelineEnv> = async (c, next) => {
    const request = c.get('request');
    c.set('request', { ...request, data: { ...request.data, competition: createCompetitionApi(createFakeClient(ANSWERS)) } });
    await next();
  };
  /** A namespace whose object throws what workerd throws when its queue is full; every call is recorded. */
  const overloaded = () => {
    const calls: string[] = [];
    const namespace = {
      idFromName: (name: string) => name,
      get: () => ({
        fetch: async (request: Request) => {
          calls.push(new URL(request.url).pathname);
          throw Object.assign(new Error('Durable Object is overloaded. Too many requests queued.'), { overloaded: true, retryable: false });
        },
      }),
    };
    return { namespace, calls };
  };
  const vote = (accept: string, lang = 'en') => {
    const { namespace, calls } = overloaded();
    const app = buildTestApp([requestContext(), withLeague, serveEndpoints(fanVoteApi())]);
    const response = app.request(`${SITE}/api/votes?region=espana&lang=${lang}&id=${MATCH}`, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', accept, origin: SITE }, body: `question=mvp&choice=${player}`,
    }, { ...KINGS_ENV, VOTE_COOKIE_SECRET: SECRET, MATCH_VOTES: namespace });
    return { response, calls };
  };

  it('answers the script 503 with Retry-After and a calm message, and gives the browser its voter cookie for the retry', async () => {
    const { response, calls } = vote('application/json');
    const answer = await response;
    expect(calls).toEqual(['/votes/vote']);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('3');
    expect(answer.headers.get('set-cookie')).toMatch(/^kl_voter=/);
    expect(await answer.json()).toEqual({ error: 'So many fans are voting right now. Try again in a moment: nothing you sent is counted twice.' });
  });

  it("answers the form without script 503 with a short page in the page's language", async () => {
    const answer = await vote('text/html', 'ar').response;
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('3');
    const html = await answer.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<p role="alert">يصوّت عدد كبير جدًا من الجماهير الآن.');
    expect(html).toContain('#mvp-vote');
  });

  it('answers a read of the counts 503 too', async () => {
    const { namespace } = overloaded();
    const app = buildTestApp([requestContext(), withLeague, serveEndpoints(fanVoteApi())]);
    const answer = await app.request(`${SITE}/api/votes?region=espana&lang=en&id=${MATCH}&question=mvp`, {}, { ...KINGS_ENV, VOTE_COOKIE_SECRET: SECRET, MATCH_VOTES: namespace });
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('3');
  });
});
