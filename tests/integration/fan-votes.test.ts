// The fans' votes through the built Worker (issue 42, ADR 062): a vote without script, once per
// browser, refused from another origin, bounded per address (the demo Workers' Rate Limiting
// binding allows 100 a minute), refused for an unknown match or option and once the match has
// kicked off; and nothing lost when the server (and with it the votes object) restarts between
// two votes. A server of the file's own: it moves a match's kick-off, and it restarts on the same
// state.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startServer, type StartedServer } from '../../scripts/lib/server.mjs';
import { slugify } from '../../src/lib/text/slugify';
import { matchesToVoteOn, postVote, readVotes } from '../support/fan-votes';
import { readSeasonTurns, rescheduleDemoMatch, setDemoClock, type RawMatch } from '../support/live-match';

const SETTINGS = { edition: 'kings' as const, build: false, ephemeral: false, timeoutMs: 850_000, env: { DEMO_CLOCK_CONTROL: 'on', REQUEST_LOGS: 'off' } };
let port: number;
let site: StartedServer;
let stateDir: string;
let matches: RawMatch[];

beforeAll(async () => {
  port = await freePort('127.0.0.1');
  stateDir = path.resolve('.wrangler', `state-kings-${port}`);
  rmSync(stateDir, { recursive: true, force: true });
  site = await startServer({ ...SETTINGS, port });
  matches = await matchesToVoteOn(site.url);
  if (matches.length < 4) throw new Error('the demo season has matches to come');
}, 900_000);

afterAll(async () => {
  if (site) await setDemoClock(site.url, 0).catch(() => undefined);
  await site?.stop();
  rmSync(stateDir, { recursive: true, force: true });
});

const totalOf = async (match: RawMatch) => (await readVotes(site.url, match.id)).total;

describe('a vote', () => {
  it('goes in without script: a 303 back to the page\'s vote, a signed cookie, and the page says which it was', async () => {
    const match = matches[0]!;
    const before = await totalOf(match);
    const vote = await postVote(site.url, match.id, { choice: 'home' });
    expect(vote.status).toBe(303);
    expect(vote.location).toMatch(new RegExp(`^/en/espana/matches/${match.id}-[a-z0-9-]+\\?vote=home#vote$`));
    expect(vote.cookie).toMatch(/^kl_voter=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    expect(await totalOf(match)).toBe(before + 1);

    const page = await (await fetch(`${site.url}${vote.location!.replace(/#.*/, '')}`)).text();
    expect(page).toMatch(/<section id="vote"[^>]* data-vote="winner" data-votes="\d+"/);
    expect(page).toContain(`Your vote: ${match.participants.homeTeam.name}`);
  });

  it('counts once per browser: the same cookie again changes nothing and keeps the first choice', async () => {
    const match = matches[0]!;
    const first = await postVote(site.url, match.id, { choice: 'away', json: true });
    const total = await totalOf(match);
    const again = await postVote(site.url, match.id, { choice: 'shootout', cookie: first.cookie, json: true });
    expect(again.status).toBe(200);
    expect(JSON.parse(again.body)).toMatchObject({ counted: false, choice: 'away', total, yourVote: `Your vote: ${match.participants.awayTeam.name}` });
    expect(again.cookie).toBeUndefined();
    expect(await totalOf(match)).toBe(total);
  });

  it('is refused from another origin, or with none, and nothing is counted', async () => {
    const match = matches[0]!;
    const before = await totalOf(match);
    expect((await postVote(site.url, match.id, { choice: 'home', origin: 'https://elsewhere.example' })).status).toBe(403);
    expect((await postVote(site.url, match.id, { choice: 'home', origin: null })).status).toBe(403);
    expect(await totalOf(match)).toBe(before);
  });

  it('is refused for an unknown option, question or match, and nothing is counted', async () => {
    const match = matches[0]!;
    const before = await totalOf(match);
    expect((await postVote(site.url, match.id, { choice: 'draw' })).status).toBe(400);
    expect((await postVote(site.url, match.id, { choice: 'home', question: 'loser' })).status).toBe(400);
    expect((await postVote(site.url, 987_654_321, { choice: 'home' })).status).toBe(400);
    expect(await totalOf(match)).toBe(before);
  });

  it('adds at most 100 from one address: 200 votes with fresh cookies', async () => {
    const match = matches[1]!;
    // The binding's windows are a minute on the wall clock: the 200 go in one of them.
    const intoWindow = 60_000 - (Date.now() % 60_000);
    if (intoWindow < 20_000) await new Promise((resolve) => setTimeout(resolve, intoWindow + 500));
    const before = await totalOf(match);
    const statuses: number[] = [];
    for (let batch = 0; batch < 10; batch += 1) {
      statuses.push(...(await Promise.all(Array.from({ length: 20 }, () => postVote(site.url, match.id, { choice: 'shootout', address: '203.0.113.7', json: true })))).map((vote) => vote.status));
    }
    const counted = statuses.filter((status) => status === 200).length;
    expect(counted).toBeLessThanOrEqual(100);
    expect(counted).toBeGreaterThan(0);
    expect(statuses.filter((status) => status === 429)).toHaveLength(200 - counted);
    expect(await totalOf(match)).toBe(before + counted);
    // Another address is not held back by this one.
    expect((await postVote(site.url, match.id, { choice: 'home', address: '203.0.113.8', json: true })).status).toBe(200);
  });
});

describe('the votes object', () => {
  it('loses nothing when it restarts between two votes, and still knows the first browser', async () => {
    const match = matches[2]!;
    const first = await postVote(site.url, match.id, { choice: 'home', json: true });
    expect(first.status).toBe(200);
    const before = await readVotes(site.url, match.id);
    await site.stop();
    site = await startServer({ ...SETTINGS, port });
    expect(await readVotes(site.url, match.id)).toEqual(before);
    const repeated = await postVote(site.url, match.id, { choice: 'away', cookie: first.cookie, json: true });
    expect(JSON.parse(repeated.body)).toMatchObject({ counted: false, choice: 'home', total: before.total });
    const second = await postVote(site.url, match.id, { choice: 'away', json: true });
    expect(JSON.parse(second.body)).toMatchObject({ counted: true, total: before.total + 1 });
  }, 900_000);
});

describe('a closed vote', () => {
  // The Worker's clock is the real one (the demo clock moves only the league's): the match is moved
  // to have kicked off a minute ago by it. The league still calls a moved match "notStarted", as a
  // cached answer would at kick-off, so the vote closes by the match's time alone.
  it('is a 409 from kick-off, in the page\'s language, and counts nothing', async () => {
    const match = matches[3]!;
    const voter = await postVote(site.url, match.id, { choice: 'home', json: true });
    expect(voter.status).toBe(200);
    const before = await totalOf(match);
    expect((await readVotes(site.url, match.id)).open).toBe(true);
    await rescheduleDemoMatch(site.url, match.id, -(Math.ceil((Date.parse(match.date) - Date.now()) / 60_000) + 1));
    // The league's answer for the match's turn is kept up to the turn's lifetime (30 s).
    await expect.poll(async () => (await readVotes(site.url, match.id)).open, { timeout: 60_000, interval: 2_000 }).toBe(false);
    const json = await postVote(site.url, match.id, { choice: 'away', json: true, lang: 'es' });
    expect(json.status).toBe(409);
    expect(JSON.parse(json.body).error).toBe('La votación de este partido se cerró con el inicio, así que tu voto no se ha contado.');
    const form = await postVote(site.url, match.id, { choice: 'away', cookie: voter.cookie, lang: 'ar' });
    expect(form.status).toBe(409);
    expect(form.body).toContain('<html lang="ar" dir="rtl">');
    expect(form.body).toContain('أُغلق التصويت على هذه المباراة مع انطلاقها');
    expect(await totalOf(match)).toBe(before);
  }, 120_000);
});

describe("a match's voters", () => {
  // The object's alarm, set by the first vote for 30 days after the match's MVP day, deletes the
  // hashed voter ids and keeps the counts. The demo's hook runs it now.
  it('are forgotten 30 days after the match while its counts stay', async () => {
    const match = matches[4] ?? matches[2]!;
    const first = await postVote(site.url, match.id, { choice: 'away', json: true });
    expect(JSON.parse(first.body)).toMatchObject({ counted: true });
    const total = await totalOf(match);
    const response = await fetch(`${site.url}/api/demo/forget-voters`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ matchId: match.id }) });
    const forgot = (await response.json()) as { forgetAt: number | null; votersBefore: number; votersAfter: number };
    // Full time read as kick-off, 40 minutes of play and 30 of allowance; then the MVP's 24 hours.
    expect(forgot.forgetAt).toBe(Date.parse(match.date) + 70 * 60_000 + 24 * 3600_000 + 30 * 24 * 3600_000);
    expect(forgot.votersBefore).toBeGreaterThan(0);
    expect(forgot.votersAfter).toBe(0);
    expect(await totalOf(match)).toBe(total);
    // The object no longer knows the browser: nothing ties it to its vote.
    const again = await postVote(site.url, match.id, { choice: 'home', cookie: first.cookie, json: true });
    expect(JSON.parse(again.body)).toMatchObject({ counted: true, total: total + 1 });
  });
});

describe("the demo league's past matches", () => {
  it('have believable votes, the same on every read, on the page and in the endpoint', async () => {
    const turns = await readSeasonTurns(site.url);
    const past = turns.flatMap((turn) => turn.matches).find((candidate) => candidate.status.startsWith('ended'));
    if (!past) throw new Error('the demo season has played matches');
    const votes = await readVotes(site.url, past.id);
    expect(votes.open).toBe(false);
    expect(votes.total).toBeGreaterThanOrEqual(300);
    expect(votes.shares.reduce((sum, share) => sum + share.percent, 0)).toBe(100);
    expect(await readVotes(site.url, past.id)).toEqual(votes);
    // Closed: nothing more goes in.
    expect((await postVote(site.url, past.id, { choice: 'home' })).status).toBe(409);
    const page = await (await fetch(`${site.url}/en/espana/matches/${past.id}-${slugify(past.participants.homeTeam.name)}-vs-${slugify(past.participants.awayTeam.name)}`)).text();
    expect(page).toContain(`data-votes="${votes.total}"`);
    expect(page).toContain('Voting closed at kick-off.');
  });
});
