// The fans' MVP through the built Worker (issue 42, ADR 062): on a finished demo match, from full
// time for 24 hours, among the players who played. A vote without script, once per browser, a
// player who did not play refused, and closed 24 hours after full time. The Worker's clock is the
// real one, so the tests move the match (POST /api/demo/reschedule), not the clock; a server of the
// file's own, as the moves stay in its isolate.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startServer, type StartedServer } from '../../scripts/lib/server.mjs';
import { slugify } from '../../src/lib/text/slugify';
import { postVote, readVotes } from '../support/fan-votes';
import { readSeasonTurns, rescheduleDemoMatch, type RawMatch } from '../support/live-match';

const SETTINGS = { edition: 'kings' as const, build: false, ephemeral: false, timeoutMs: 850_000, env: { DEMO_CLOCK_CONTROL: 'on', REQUEST_LOGS: 'off' } };
let port: number;
let site: StartedServer;
let stateDir: string;
let finished: RawMatch;
let closed: RawMatch;

const pagePath = (match: RawMatch) => `/en/espana/matches/${match.id}-${slugify(match.participants.homeTeam.name)}-vs-${slugify(match.participants.awayTeam.name)}`;
const mvpVotes = (lang = 'en') => readVotes(site.url, finished.id, lang, 'mvp');
const totalOf = async () => (await mvpVotes()).total;
/** Minutes to move the match so that it kicked off `minutesAgo` before now. */
const kickOffAgo = (date: string, minutesAgo: number) => -Math.round((Date.parse(date) - Date.now()) / 60_000) - minutesAgo;

/** The MVP block of a page: its players as the form offers them (id and name). */
function mvpBlock(html: string): { block: string; players: { id: string; name: string }[] } {
  const block = /<section id="mvp-vote"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
  const players = [...block.matchAll(/<button[^>]*value="(\d+)"[^>]*>([\s\S]*?)<\/button>/g)].map(([, id, inner]) => ({ id: id!, name: inner!.replace(/<[\s\S]*?>/g, '').trim() }));
  return { block, players };
}

/** A player who played in the closed match, read from the league's turn (the closed page offers none). */
async function closedPlayerId(): Promise<string> {
  const turn = (await readSeasonTurns(site.url)).find((candidate) => candidate.matches.some((match) => match.id === closed.id))!;
  const full = (await (await fetch(`${site.url}/api/v1/competition/turns/${turn.matches[0]!.turnId}?lang=en`)).json()) as { matches: { id: number; events?: { playerId?: number }[] }[] };
  const playerId = full.matches.find((match) => match.id === closed.id)!.events!.find((event) => event.playerId !== undefined)!.playerId!;
  return String(playerId);
}

beforeAll(async () => {
  port = await freePort('127.0.0.1');
  stateDir = path.resolve('.wrangler', `state-kings-${port}`);
  rmSync(stateDir, { recursive: true, force: true });
  site = await startServer({ ...SETTINGS, port });
  // From turns already over: the turn being played is the demo's live replay, which keeps its own
  // clock, so a move does not reach its matches (src/demo-league/api/reshape/match.ts).
  const ended = (await readSeasonTurns(site.url)).filter((turn) => turn.ended).flatMap((turn) => turn.matches).filter((match) => match.status.startsWith('ended'));
  finished = ended.at(-1)!;
  closed = ended.at(-2)!;
  if (!closed) throw new Error('the demo season has played matches');
  // Both moved before the site reads them, as it keeps the league's answers a while. Full time two
  // hours ago: its MVP is open. Kick-off 25 hours and 15 minutes ago, full time (70 minutes after
  // it) more than 24 hours ago: closed.
  await rescheduleDemoMatch(site.url, finished.id, kickOffAgo(finished.date, 120));
  await rescheduleDemoMatch(site.url, closed.id, kickOffAgo(closed.date, 25 * 60 + 15));
}, 900_000);

afterAll(async () => {
  await site?.stop();
  rmSync(stateDir, { recursive: true, force: true });
});

describe("the fans' MVP", () => {
  let first: { cookie?: string; player: { id: string; name: string } };

  it('offers the players who played, each with a crest, and takes a vote without script', async () => {
    await expect.poll(async () => (await mvpVotes()).open, { timeout: 60_000, interval: 2_000 }).toBe(true);
    const page = mvpBlock(await (await fetch(`${site.url}${pagePath(finished)}`)).text());
    expect(page.block).toMatch(/^<section id="mvp-vote"[^>]* data-vote="mvp" data-votes="0"/);
    expect(page.block).toContain('method="post"');
    // Both sides' players, at least the seven each started with, each button with its crest.
    expect(page.players.length).toBeGreaterThanOrEqual(14);
    expect(page.block.match(/<button[^>]*>\s*<(svg|img)[^>]*class="fan-vote__crest"/g)?.length).toBe(page.players.length);

    const player = page.players[0]!;
    const vote = await postVote(site.url, finished.id, { question: 'mvp', choice: player.id });
    expect(vote.status).toBe(303);
    expect(vote.location).toBe(`${pagePath(finished)}?vote=${player.id}#mvp-vote`);
    expect(vote.cookie).toMatch(/^kl_voter=/);
    expect(await totalOf()).toBe(1);
    first = { cookie: vote.cookie, player };

    const back = mvpBlock(await (await fetch(`${site.url}${vote.location!.replace(/#.*/, '')}`)).text()).block;
    expect(back).toContain('data-votes="1"');
    expect(back).toContain(`Your vote: ${player.name}`);
    expect(back).toContain('100%');
  }, 120_000);

  it('counts once per browser: another player from the same cookie changes nothing', async () => {
    const other = mvpBlock(await (await fetch(`${site.url}${pagePath(finished)}`)).text()).players[1]!;
    const again = await postVote(site.url, finished.id, { question: 'mvp', choice: other.id, cookie: first.cookie, json: true });
    expect(again.status).toBe(200);
    expect(JSON.parse(again.body)).toMatchObject({ counted: false, choice: first.player.id, total: 1, yourVote: `Your vote: ${first.player.name}` });
    expect(await totalOf()).toBe(1);
  });

  it('refuses a player who did not play, and a "who wins?" option, with a 400', async () => {
    expect((await postVote(site.url, finished.id, { question: 'mvp', choice: '987654321' })).status).toBe(400);
    expect((await postVote(site.url, finished.id, { question: 'mvp', choice: 'home' })).status).toBe(400);
    expect(await totalOf()).toBe(1);
  });

  it("closes 24 hours after full time: a 409 in the page's language, and the league's MVP shown", async () => {
    await expect.poll(async () => (await readVotes(site.url, closed.id, 'en', 'mvp')).open, { timeout: 60_000, interval: 2_000 }).toBe(false);
    const before = (await readVotes(site.url, closed.id, 'en', 'mvp')).total;
    const player = mvpBlock(await (await fetch(`${site.url}${pagePath(closed)}`)).text()).players[0];
    // Closed: the page offers no player to vote for; one who played is refused all the same.
    expect(player).toBeUndefined();

    const closedPlayer = await closedPlayerId();
    const json = await postVote(site.url, closed.id, { question: 'mvp', choice: closedPlayer, json: true, lang: 'es' });
    expect(json.status).toBe(409);
    expect(JSON.parse(json.body).error).toBe('La votación del MVP de la afición de este partido se cerró 24 horas después del final, así que tu voto no se ha contado.');
    const form = await postVote(site.url, closed.id, { question: 'mvp', choice: closedPlayer, lang: 'ar' });
    expect(form.status).toBe(409);
    expect(form.body).toContain('<html lang="ar" dir="rtl">');
    expect(form.body).toContain('أُغلق التصويت على أفضل لاعب باختيار الجماهير');
    expect((await readVotes(site.url, closed.id, 'en', 'mvp')).total).toBe(before);

    const page = mvpBlock(await (await fetch(`${site.url}${pagePath(closed)}`)).text()).block;
    expect(page).toMatch(/data-vote="mvp"/);
    expect(page).not.toContain('method="post"');
    expect(page).toContain('Voting closed 24 hours after full time.');
    expect(page).toMatch(/League&#x27;s MVP: [^<]+/);
  }, 120_000);
});
