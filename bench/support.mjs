// Pieces several measurements share.
import { createServer } from 'node:http';
import { HTML_BUDGETS_KIB } from './html-budgets.mjs';

const slug = (name) => name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');

async function demoMatchPath(baseUrl, wanted) {
  try {
    const live = await (await fetch(`${baseUrl}/api/live/match-centre?region=espana&lang=en`)).json();
    const match = live.turns.flatMap((turn) => turn.matches).find(wanted);
    return match ? `/en/espana/matches/${match.id}-${slug(match.homeTeam.name)}-vs-${slug(match.awayTeam.name)}` : undefined;
  } catch {
    return undefined;
  }
}

/** The page of a live demo match in Spain, found through the site's own live endpoint, or undefined. */
export const liveMatchPath = (baseUrl) => demoMatchPath(baseUrl, (candidate) => candidate.displayStatus === 'live');

/** The page of a demo match in Spain, live if one is, or undefined. */
export async function matchPagePath(baseUrl) {
  return (await liveMatchPath(baseUrl)) ?? demoMatchPath(baseUrl, () => true);
}

/** A team page and a player page of the current Spanish season, found through the demo API, or undefined. */
export async function peoplePaths(baseUrl) {
  try {
    const live = await (await fetch(`${baseUrl}/api/live/match-centre?region=espana&lang=en`)).json();
    const seasonId = live.season?.id;
    const teams = await (await fetch(`${baseUrl}/api/v1/competition/seasons/${seasonId}/teams`)).json();
    const team = teams.find((candidate) => !candidate.isPlaceholder);
    const players = await (await fetch(`${baseUrl}/api/v1/competition/seasons/${seasonId}/players`)).json();
    const player = players.find((candidate) => candidate.teamId === team.id) ?? players[0];
    return {
      team: `/en/espana/teams/${team.id}-${slug(team.name)}`,
      player: `/en/espana/players/${player.id}-${slug(`${player.firstName} ${player.lastName}`)}`,
    };
  } catch {
    return undefined;
  }
}

/** A static file the assets layer answers without entering the Worker's code: the control the pages are measured beside. */
export const STATIC_CONTROL_PATH = '/img/generic-og-kl.jpg';

/** The news listing the benches weigh, and its newest story found through the listing itself. */
export const NEWS_PATH = '/es/espana/noticias';

export async function newsStoryPath(baseUrl) {
  try {
    const html = await (await fetch(baseUrl + NEWS_PATH)).text();
    return /href="(\/es\/espana\/noticias\/[^"?]+)"/.exec(html)?.[1];
  } catch {
    return undefined;
  }
}

/** The statistics page the benches weigh: the goal scorers of Spain. */
export const STATS_PATH = '/en/espana/stats/goals';

/** The league's own pages the benches weigh, with the JS budget their issue sets (KiB gzip). */
export const LEAGUE_PAGES = [
  { label: 'tickets', path: '/en/espana/tickets', jsBudget: 90 },
  { label: 'FAQs', path: '/en/espana/faqs', jsBudget: 90 },
  { label: 'regulation', path: '/en/espana/regulation', jsBudget: 90 },
];

/** The simulators, each opened on a shared team so the whole page (season included) is drawn. */
export const SIMULATOR_PAGES = [
  { label: 'squad simulator', path: '/en/espana/squad-simulator', jsBudget: 110 },
  { label: 'team simulator', path: '/en/espana/team-simulator?v=1&fill=best', jsBudget: 110 },
];

/**
 * The pages every page measurement covers, labelled, with the JS budget each issue sets (KiB gzip)
 * and, where one is set, the HTML budget (KiB gzip):
 * the match-day pages, then the people, statistics, news, league and simulator pages; pages that
 * need live or league data are left out when it cannot be found. BENCH_PAGES (comma-separated
 * labels) narrows the list, e.g. BENCH_PAGES="tickets,FAQs".
 */
export async function pagesUnderTest(baseUrl) {
  const pages = await everyPageUnderTest(baseUrl);
  const only = process.env.BENCH_PAGES?.split(',').map((label) => label.trim()).filter(Boolean);
  return only?.length ? pages.filter((page) => only.includes(page.label)) : pages;
}

async function everyPageUnderTest(baseUrl) {
  const pages = [
    { label: 'region home', path: '/en/espana', jsBudget: 90 },
    { label: 'matches', path: '/en/espana/matches', jsBudget: 90, htmlBudget: HTML_BUDGETS_KIB.matches },
    { label: 'tables', path: '/en/espana/tables', jsBudget: 90, htmlBudget: HTML_BUDGETS_KIB.tables },
  ];
  const live = await liveMatchPath(baseUrl);
  if (live) pages.push({ label: 'live match', path: live, jsBudget: 110 });
  const people = await peoplePaths(baseUrl);
  if (people) pages.push({ label: 'team', path: people.team, jsBudget: 90 }, { label: 'player', path: people.player, jsBudget: 90 });
  pages.push({ label: 'statistics', path: STATS_PATH, jsBudget: 90, htmlBudget: HTML_BUDGETS_KIB.statistics });
  pages.push({ label: 'news', path: NEWS_PATH, jsBudget: 90 });
  const story = await newsStoryPath(baseUrl);
  if (story) pages.push({ label: 'news story', path: story, jsBudget: 90 });
  return [...pages, ...LEAGUE_PAGES, ...SIMULATOR_PAGES];
}

/** A plain server answering fixed JSON by path and counting what it is asked. */
export async function startCountingUpstream(answers) {
  const calls = {};
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    calls[path] = (calls[path] ?? 0) + 1;
    const body = answers[path];
    response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
    // A real upstream takes a moment: long enough for a crowd to arrive together.
    setTimeout(() => response.end(JSON.stringify(body ?? { error: 'not found' })), 50);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, calls, close: () => new Promise((resolve) => server.close(resolve)) };
}

const getJson = async (url) => (await fetch(url, { headers: { 'cache-control': 'no-cache' } })).json();

/** A live match of Spain's current turn and the demo answers the endpoint needs for it. */
export async function copyDemoAnswers(sourceUrl) {
  const clustersPath = '/api/v1/competition/season-clusters';
  const clusters = await getJson(`${sourceUrl}${clustersPath}?competitions=3,6&genders=male,both`);
  const season = clusters.flatMap((cluster) => cluster.seasons).find((candidate) => candidate.isCurrent);
  const centrePath = `/api/v1/competition/seasons/${season.id}/match-center-data`;
  const centre = await getJson(`${sourceUrl}${centrePath}?lang=en`);
  const live = centre.flatMap((turn) => turn.matches).find((match) => /^inPlay|halfTime/.test(match.status));
  if (!live) throw new Error('no live match in the demo right now');
  const turnPath = `/api/v1/competition/turns/${live.turnId}`;
  const turn = await getJson(`${sourceUrl}${turnPath}?lang=en`);
  return { match: live, paths: { clustersPath, centrePath, turnPath }, answers: { [clustersPath]: clusters, [centrePath]: centre, [turnPath]: turn } };
}

/** A loopback stand-in for the error-reporting service: accepts every envelope, counts them. */
export async function startIngestSink() {
  let envelopes = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      if (request.method === 'POST') envelopes += 1;
      response.writeHead(200, { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' }).end('{}');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { dsn: `http://bench@127.0.0.1:${port}/1`, envelopes: () => envelopes, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** The p-th percentile of `values` (nearest rank), NaN for none. */
export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
};

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
