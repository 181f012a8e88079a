// Partners' widgets (issue 34). Their weight: each widget's HTML and each script a partner's page
// or a widget loads, gzip (node:zlib, default level), against the budgets. And their cost
// upstream: a thousand loads of one widget from fifty host pages (each its own Referer), against a
// site whose league upstream is a counting proxy of the demo league: the calls the first load
// caused and the calls all thousand caused (the page cache should make them the same).
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import { startServer } from '../../scripts/lib/server.mjs';
import { EMBED_SCRIPT_BUDGET_KIB, HTML_BUDGETS_KIB } from '../html-budgets.mjs';

const HOST_PAGES = 50;
const LOADS = 1000;
const AT_ONCE = 50;
const WIDGET = '/embed/en/espana/standings?top=8';

const gzipBytes = async (url) => {
  const response = await fetch(url);
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, raw: body.length, gzip: gzipSync(body).length };
};

/** A live match of Spain and a team, from the site's own live data, for the widgets that need them. */
async function leaguePicks(baseUrl) {
  const { turns } = await (await fetch(`${baseUrl}/api/live/match-centre?region=espana&lang=en`)).json();
  const matches = turns.flatMap((turn) => turn.matches);
  const live = matches.find((match) => match.displayStatus === 'live') ?? matches[0];
  return { match: live?.id, team: live?.homeTeamId };
}

/** The league upstream as a proxy of the demo league that counts every call it passes on. */
async function startCountingProxy(sourceUrl) {
  const calls = { total: 0, byPath: {} };
  const server = createServer(async (request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    calls.total += 1;
    calls.byPath[path] = (calls.byPath[path] ?? 0) + 1;
    const answer = await fetch(sourceUrl + request.url, { headers: { 'cache-control': 'no-cache' } });
    response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
    response.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, calls, close: () => new Promise((resolve) => server.close(resolve)) };
}

async function weights(baseUrl) {
  const { match, team } = await leaguePicks(baseUrl);
  const widgets = [
    ['standings (whole table)', '/embed/en/espana/standings'],
    ['standings (top 5, wide)', '/embed/en/espana/standings?top=5&layout=wide'],
    ['matches (current matchday)', '/embed/en/espana/matches'],
    ['matches (Arabic)', '/embed/ar/espana/matches'],
    ...(team !== undefined ? [['next match', `/embed/en/espana/next-match?team=${team}`], ['matches (a team’s last and next)', `/embed/en/espana/matches?team=${team}`]] : []),
    ...(match !== undefined ? [['live match', `/embed/en/espana/live?match=${match}`]] : []),
  ];
  const rows = [];
  const data = {};
  for (const [label, path] of widgets) {
    const { status, raw, gzip } = await gzipBytes(baseUrl + path);
    data[label] = { path, status, raw, gzip };
    rows.push({ target: `widget HTML: ${label}`, metric: 'gzip', value: (gzip / 1024).toFixed(2), unit: 'KiB', note: ` (raw ${(raw / 1024).toFixed(1)} KiB; budget ${HTML_BUDGETS_KIB.widget} KiB)` });
  }
  for (const path of ['/embed.js', '/embed/widget.js', '/embed/live-widget.js']) {
    const { raw, gzip } = await gzipBytes(baseUrl + path);
    data[path] = { raw, gzip };
    rows.push({ target: `script ${path}`, metric: 'gzip', value: (gzip / 1024).toFixed(2), unit: 'KiB', note: ` (raw ${(raw / 1024).toFixed(1)} KiB; budget ${EMBED_SCRIPT_BUDGET_KIB} KiB)` });
  }
  return { rows, data };
}

async function thousandLoads(baseUrl, log) {
  const proxy = await startCountingProxy(baseUrl);
  const site = await startServer({ edition: 'kings', league: 'demo', build: false, env: { COMPETITION_API_URL: proxy.url, REQUEST_LOGS: 'off' } });
  try {
    const load = async (index) => {
      const host = index % HOST_PAGES;
      const response = await fetch(site.url + WIDGET, { headers: { referer: `https://partner-${host}.example/news/${host}`, 'sec-fetch-dest': 'iframe' } });
      await response.arrayBuffer();
      return { status: response.status, state: response.headers.get('x-page-cache') ?? 'none' };
    };
    log(`one load of ${WIDGET}, then ${LOADS - 1} more from ${HOST_PAGES} host pages, ${AT_ONCE} at a time`);
    const started = performance.now();
    const answers = [await load(0)];
    const firstCalls = proxy.calls.total;
    for (let next = 1; next < LOADS; next += AT_ONCE) {
      const batch = Array.from({ length: Math.min(AT_ONCE, LOADS - next) }, (_, offset) => load(next + offset));
      answers.push(...(await Promise.all(batch)));
    }
    const elapsedMs = Math.round(performance.now() - started);
    const states = {};
    for (const { state } of answers) states[state] = (states[state] ?? 0) + 1;
    const ok = answers.filter((answer) => answer.status === 200).length;
    const renders = answers.filter((answer) => answer.state === 'miss' || answer.state === 'none').length;
    const describe = Object.entries(states).map(([state, count]) => `${count} ${state}`).join(', ');
    return {
      rows: [
        { target: `${WIDGET} × ${LOADS} (${HOST_PAGES} host pages)`, metric: 'answers 200', value: `${ok}/${LOADS}`, note: ` (${elapsedMs} ms)` },
        { target: `${WIDGET} × ${LOADS}`, metric: 'renders', value: renders, note: ` (${describe}; target: 1)` },
        { target: 'upstream calls, first load', metric: 'calls', value: firstCalls },
        { target: `upstream calls, all ${LOADS} loads`, metric: 'calls', value: proxy.calls.total, note: ' (target: as many as the first load)' },
      ],
      data: { widget: WIDGET, loads: LOADS, hostPages: HOST_PAGES, ok, states, renders, firstCalls, calls: proxy.calls, elapsedMs },
    };
  } finally {
    await site.stop();
    await proxy.close();
  }
}

export default {
  name: 'embed-widgets',
  description: `widget HTML and script weights; ${LOADS} loads of one widget from ${HOST_PAGES} host pages and the upstream calls they caused`,
  async run({ baseUrl, log }) {
    const weighed = await weights(baseUrl);
    const loads = await thousandLoads(baseUrl, log);
    return { rows: [...weighed.rows, ...loads.rows], data: { weights: weighed.data, loads: loads.data } };
  },
};
