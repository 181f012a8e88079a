// The site search (ADR 033): the index's size and build time per language, the suggest endpoint's
// latency with its answers cached (50 connections, each request from its own client address so
// the rate limit does not answer), and the JavaScript the search adds to a page before and after
// the box is used.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from './js-weight.mjs';
import { STATIC_CONTROL_PATH } from '../support.mjs';

const LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'ar'];
const QUERIES = ['relampgo', 'centella', 'brasa buhos', 'inigo', 'molina', 'jornada 3', 'matchday 3', 'furia', 'trueno', 'halcones', 'cometa real', 'soler', 'garrido', 'volcan', 'lince', 'corsarios', 'medianoche', 'tormenta', 'racing', 'marina'];
const INDEX_GOAL_BYTES = 1024 * 1024;

let address = 0;
/** A fresh client address per request (10.0.0.0/8), as 50 visitors would have. */
const nextClient = () => {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};
const suggestUrl = (baseUrl, query, lang = 'en') => `${baseUrl}/api/search?q=${encodeURIComponent(query)}&lang=${lang}&region=espana`;
const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];

async function indexFigures(baseUrl, log) {
  const figures = {};
  for (const lang of LANGUAGES) {
    log(`search index ${lang}`);
    const started = performance.now();
    const response = await fetch(suggestUrl(baseUrl, 'brasa', lang), { headers: { 'cf-connecting-ip': nextClient(), 'cache-control': 'no-cache' } });
    await response.arrayBuffer();
    const header = response.headers.get('x-search-index') ?? '';
    figures[lang] = {
      bytes: Number(/bytes=(\d+)/.exec(header)?.[1] ?? NaN),
      buildMs: Number(/build-ms=(\d+)/.exec(header)?.[1] ?? NaN),
      firstAnswerMs: Math.round(performance.now() - started),
    };
  }
  return figures;
}

/** Latencies of `connections` loops asking `urlOf()` for `seconds`, and how they were answered. */
async function loadLatency(urlOf, seconds, connections) {
  const latencies = [];
  const statuses = {};
  const until = performance.now() + seconds * 1000;
  let turn = 0;
  await Promise.all(Array.from({ length: connections }, async () => {
    while (performance.now() < until) {
      const started = performance.now();
      const response = await fetch(urlOf((turn += 1)), { headers: { 'cf-connecting-ip': nextClient() } });
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    }
  }));
  latencies.sort((a, b) => a - b);
  return { requests: latencies.length, perSecond: Math.round(latencies.length / seconds), p50: Math.round(percentile(latencies, 0.5)), p95: Math.round(percentile(latencies, 0.95)), statuses };
}

async function suggestLatency(baseUrl, seconds, connections) {
  for (const query of QUERIES) await (await fetch(suggestUrl(baseUrl, query), { headers: { 'cf-connecting-ip': nextClient() } })).arrayBuffer();
  return loadLatency((turn) => suggestUrl(baseUrl, QUERIES[turn % QUERIES.length]), seconds, connections);
}

async function searchScripts(baseUrl) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    await page.goto(`${baseUrl}/en/espana`, { waitUntil: 'load' });
    await page.waitForTimeout(1500);
    const isSearch = (response) => /enhance-site-search/.test(response.url());
    const beforeUse = scripts.filter(isSearch).length;
    await page.focus('#site-search-q');
    await page.keyboard.type('relampgo');
    await page.locator('#site-search-list [role="option"]').first().waitFor({ timeout: 30_000 });
    const chunks = [];
    for (const response of scripts.filter(isSearch)) chunks.push(gzipSync(Buffer.from(await response.body())).length);
    return { beforeUse, afterUseGzipBytes: chunks.reduce((sum, bytes) => sum + bytes, 0) };
  } finally {
    await browser.close();
  }
}

export default {
  name: 'search',
  description: 'site search: index size and build time, suggest latency at 50 connections (cached), JS added to a page',

  /** @param {import('../run.mjs').BenchContext} ctx */
  async run({ baseUrl, seconds, connections, log }) {
    const index = await indexFigures(baseUrl, log);
    log(`suggest latency, ${connections} connections, ${seconds} s`);
    const latency = await suggestLatency(baseUrl, seconds, connections);
    // The same load on a static file: what the machine and the local proxy alone cost.
    const baseline = await loadLatency(() => `${baseUrl}${STATIC_CONTROL_PATH}`, seconds, connections);
    log('search JS');
    const js = await searchScripts(baseUrl);
    const rows = [
      ...LANGUAGES.map((lang) => ({
        target: `search index (kings, ${lang})`,
        metric: 'size / build / first answer',
        value: `${(index[lang].bytes / 1024).toFixed(0)} KiB / ${index[lang].buildMs} ms / ${index[lang].firstAnswerMs} ms`,
        unit: '',
        note: index[lang].bytes <= INDEX_GOAL_BYTES ? ' (goal ≤ 1 MiB: met)' : ' (goal ≤ 1 MiB: OVER)',
      })),
      { target: '/api/search (cached)', metric: 'latency p50 / p95', value: `${latency.p50} / ${latency.p95}`, unit: 'ms', note: ` (${latency.perSecond} req/s, statuses ${JSON.stringify(latency.statuses)}; goal p95 ≤ 50 ms)` },
      { target: `static ${STATIC_CONTROL_PATH} (same load)`, metric: 'latency p50 / p95', value: `${baseline.p50} / ${baseline.p95}`, unit: 'ms', note: ` (${baseline.perSecond} req/s)` },
      { target: 'search JS', metric: 'before use / after use (gzip)', value: `${js.beforeUse} files / ${js.afterUseGzipBytes} B`, unit: '', note: ' (goal: none before use, ≤ 5 KB after)' },
    ];
    return { rows, data: { index, latency, baseline, js } };
  },
};
