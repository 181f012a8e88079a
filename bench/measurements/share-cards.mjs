// Share cards (issue 33, ADR 048/049) on a server of their own, so every card starts undrawn:
// each card kind in English and Arabic asked once (cold: the page's subject loaded, the card
// Worker's drawing, the edge cache filled), with the CPU the server's processes used for it and
// the card Worker's own drawing time; then asked again 50 times one after another (cached); then
// 1,000 crawlers asking at once for a card not drawn yet, the drawings counted (X-Share-Card).
import { groupCpuMs } from '../compare/process-cpu.mjs';
import { startServer } from '../../scripts/lib/server.mjs';

const CACHED_REQUESTS = 50;
const CRAWLERS = 1000;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : NaN;
};

async function firstLink(url, prefix) {
  const html = await (await fetch(url)).text();
  return html.match(new RegExp(`href="(${prefix}/\\d+-[^"/?]+)"`))?.[1];
}

async function cardOf(base, path) {
  const html = await (await fetch(`${base}${path}`)).text();
  const image = html.match(/property="og:image" content="([^"]+)"/)?.[1];
  return image && /\/card\.[0-9a-z]+\.png$/.test(image) ? new URL(image).pathname : undefined;
}

async function timed(url) {
  const started = performance.now();
  const response = await fetch(url);
  const bytes = (await response.arrayBuffer()).byteLength;
  return { ms: performance.now() - started, bytes, status: response.status, how: response.headers.get('x-share-card'), timing: response.headers.get('server-timing') };
}

export default {
  name: 'share-cards',
  description: 'share cards: cold (drawn) and cached times, CPU per drawing, bytes, and drawings for 1,000 crawlers at once',
  async run({ log }) {
    log('starting a kings server of its own (every card undrawn)');
    const server = await startServer({ edition: 'kings', env: { REQUEST_LOGS: 'off' } });
    const groups = () => [server.pid, server.wranglerPgid].filter(Boolean);
    try {
      const base = server.url;
      const rows = [];
      const data = [];
      for (const lang of ['en', 'ar']) {
        const team = await firstLink(`${base}/${lang}/espana/teams`, `/${lang}/espana/teams`);
        const pages = {
          match: await firstLink(`${base}/${lang}/espana/matches`, `/${lang}/espana/matches`),
          team,
          player: team && (await firstLink(`${base}${team}`, `/${lang}/espana/players`)),
          table: `/${lang}/espana/tables`,
        };
        for (const [kind, page] of Object.entries(pages)) {
          const card = page && (await cardOf(base, page));
          if (!card) throw new Error(`no card for the ${kind} page ${page}`);
          const cpuBefore = groupCpuMs(groups());
          const cold = await timed(`${base}${card}`);
          const cpuMs = groupCpuMs(groups()) - cpuBefore;
          if (cold.status !== 200 || cold.how !== 'drawn') throw new Error(`${card}: ${cold.status} ${cold.how}`);
          const drawMs = Number(/card-draw;dur=([\d.]+)/.exec(cold.timing ?? '')?.[1]);
          const cached = [];
          for (let i = 0; i < CACHED_REQUESTS; i++) cached.push((await timed(`${base}${card}`)).ms);
          const target = `${kind} card (${lang})`;
          rows.push(
            { target, metric: 'cold', value: cold.ms.toFixed(0), unit: 'ms', note: ` (server CPU ${cpuMs} ms${Number.isFinite(drawMs) ? `, drawing ${drawMs} ms` : ''})` },
            { target, metric: 'cached median', value: median(cached).toFixed(1), unit: 'ms' },
            { target, metric: 'bytes', value: String(cold.bytes), unit: 'B', note: ' (≤ 153600)' },
          );
          data.push({ kind, lang, card, coldMs: cold.ms, serverCpuMs: cpuMs, drawMs, cachedMedianMs: median(cached), bytes: cold.bytes });
        }
      }
      // A card not drawn yet: the Spanish table in French, asked by every crawler at once.
      const card = await cardOf(base, '/fr/espana/classement');
      const answers = await Promise.all(Array.from({ length: CRAWLERS }, () => fetch(`${base}${card}`).then(async (response) => {
        await response.arrayBuffer();
        return `${response.status} ${response.headers.get('x-share-card')}`;
      })));
      const counts = {};
      for (const answer of answers) counts[answer] = (counts[answer] ?? 0) + 1;
      const drawings = counts['200 drawn'] ?? 0;
      rows.push({ target: `${CRAWLERS} crawlers, one new card`, metric: 'drawings', value: String(drawings), unit: '', note: ` (${Object.entries(counts).map(([k, v]) => `${v}× ${k}`).join(', ')})` });
      data.push({ crawlers: CRAWLERS, counts, drawings });
      return { rows, data };
    } finally {
      await server.stop();
    }
  },
};
