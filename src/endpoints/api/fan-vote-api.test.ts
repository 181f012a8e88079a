import { describe, expect, it } from 'vitest';
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
