// The site as an app (ADR 046, 047): a repeat visit of the matches page on a throttled slow 4G
// link with the worker and without it (first contentful paint, median of runs, as a ratio); a
// repeat visit offline (the kept copy's paint); the JavaScript the page's side adds to a content
// page; and the worker itself, each gzip.
//
// The link is a TCP relay in this process in front of the site, so the page, the worker and its
// navigation preload all pay the same latency and bandwidth (Chromium's own throttling is per
// page and would spare the worker's fetches): DevTools' "Slow 4G", 562.5 ms round trip,
// 1.6 Mbit/s down and 750 kbit/s up, with its 0.9 factor for overhead.
import { readFileSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from './js-weight.mjs';
import { PAGE_SIDE_GZIP_BUDGET, pageSideGzip } from '../site-app-page-side.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PAGE = '/en/espana/matches';
const RUNS = Number(process.env.BENCH_APP_RUNS ?? 3);
const SLOW_4G = { roundTripMs: 562.5, downBytesPerMs: (1.6e6 * 0.9) / 8 / 1000, upBytesPerMs: (750e3 * 0.9) / 8 / 1000 };
/** Past the page's own freshness in the HTTP cache (max-age 8, stale-while-revalidate 8): a repeat visit that asks the network. */
const REPEAT_AFTER_MS = 17_000;
/** Long past any paint on the slowest run seen here: a page that never paints must not hold the bench. */
const FIRST_PAINT_WAIT_MS = 60_000;
const TARGETS = { fcpRatio: 0.5, offlinePaintMs: 1000, pageJsGzip: PAGE_SIDE_GZIP_BUDGET, workerGzip: 15 * 1024 };

/** One direction of the link: each chunk is written half a round trip later, no faster than the bandwidth. */
function delayed(from, write, bytesPerMs) {
  let free = 0;
  from.on('data', (chunk) => {
    const now = performance.now();
    free = Math.max(free, now) + chunk.length / bytesPerMs;
    setTimeout(() => write(chunk), Math.max(0, free - now) + SLOW_4G.roundTripMs / 2);
  });
}

/**
 * The relay keeps the browser's connection open when the site closes an idle one, and opens a new
 * one to the site for the next request on it: a slow link's latency, not a socket closed under a
 * request on its way (which a real link's round trip would have told the browser of in time).
 */
async function slowLink(target) {
  const { hostname, port } = new URL(target);
  const server = net.createServer((client) => {
    let upstream;
    const site = () => {
      if (upstream && !upstream.destroyed && upstream.writable) return upstream;
      const opened = net.connect(Number(port), hostname);
      opened.on('error', () => opened.destroy());
      delayed(opened, (chunk) => client.writable && client.write(chunk), SLOW_4G.downBytesPerMs);
      upstream = opened;
      return opened;
    };
    delayed(client, (chunk) => site().write(chunk), SLOW_4G.upBytesPerMs);
    client.on('error', () => client.destroy());
    client.on('close', () => upstream?.destroy());
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((resolve) => { server.close(resolve); server.unref(); }) };
}

/**
 * A visit through the relay: a connection the server closed while idle is closed here half a
 * round trip later, and a request sent on it meanwhile comes back empty, as on a real slow link;
 * the browser then asks again once, as a fan would.
 */
async function visit(page, url) {
  try {
    await page.goto(url, { waitUntil: 'load' });
  } catch (error) {
    if (!String(error).includes('ERR_EMPTY_RESPONSE')) throw error;
    await page.goto(url, { waitUntil: 'load' });
  }
}

/** The page's first contentful paint; a page that never paints fails the run instead of holding the bench. */
const firstPaint = (page) =>
  page.evaluate((waitMs) => new Promise((resolve, reject) => {
    const seen = performance.getEntriesByName('first-contentful-paint')[0];
    if (seen) return resolve(seen.startTime);
    new PerformanceObserver((list) => resolve(list.getEntries()[0].startTime)).observe({ type: 'paint', buffered: true });
    setTimeout(() => reject(new Error(`no first paint within ${waitMs / 1000} s`)), waitMs);
  }), FIRST_PAINT_WAIT_MS);

/** A repeat visit's first paint: a first visit, then the page again once the HTTP cache would ask the network. */
async function repeatVisit(base, { worker, offline = false }) {
  const folder = mkdtempSync(path.join(tmpdir(), 'kl-bench-app-'));
  const context = await chromium.launchPersistentContext(folder, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS, viewport: { width: 412, height: 823 },
    serviceWorkers: worker ? 'allow' : 'block',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await visit(page, base + PAGE);
    if (worker) {
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
      const kept = () => page.evaluate(async (url) => Boolean(await (await caches.open('kl-pages')).match(url)), base + PAGE);
      for (let wait = 0; !(await kept()); wait += 500) {
        if (wait > 60_000) throw new Error('the first visit was not kept within a minute');
        await page.waitForTimeout(500);
      }
    }
    await page.goto('about:blank');
    if (offline) await context.setOffline(true);
    else await page.waitForTimeout(REPEAT_AFTER_MS);
    await visit(page, base + PAGE);
    return await firstPaint(page);
  } finally {
    await context.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export default {
  name: 'site-app',
  description: 'The app: repeat visit on slow 4G with and without the worker (FCP), offline repeat paint, JS added, worker gzip',

  /** @param {import('../run.mjs').BenchContext} ctx */
  async run({ baseUrl, log }) {
    const workerGzip = gzipSync(readFileSync(path.join(ROOT, 'dist/public/site-worker.js'))).length;
    const pageJsGzip = await pageSideGzip();
    const link = await slowLink(baseUrl);
    const without = [];
    const withWorker = [];
    const offline = [];
    try {
      for (let run = 0; run < RUNS; run++) {
        log(`site-app: repeat visits on slow 4G, run ${run + 1} of ${RUNS}`);
        without.push(await repeatVisit(link.url, { worker: false }));
        withWorker.push(await repeatVisit(link.url, { worker: true }));
        offline.push(await repeatVisit(baseUrl, { worker: true, offline: true }));
      }
    } finally {
      await link.close();
    }
    const ratio = median(withWorker) / median(without);
    const ms = (value) => Math.round(value);
    return {
      rows: [
        { target: PAGE, metric: 'repeat visit FCP, slow 4G, without worker (median)', value: ms(median(without)), unit: 'ms', note: ` runs ${without.map(ms).join(', ')}` },
        { target: PAGE, metric: 'repeat visit FCP, slow 4G, with worker (median)', value: ms(median(withWorker)), unit: 'ms', note: ` runs ${withWorker.map(ms).join(', ')}` },
        { target: PAGE, metric: 'FCP ratio with / without worker', value: ratio.toFixed(2), unit: '', note: ` (target ≤ ${TARGETS.fcpRatio})` },
        { target: PAGE, metric: 'offline repeat visit FCP (median)', value: ms(median(offline)), unit: 'ms', note: ` (target ≤ ${TARGETS.offlinePaintMs}; runs ${offline.map(ms).join(', ')})` },
        { target: 'content page', metric: 'JS added (registration, update prompt, data saving) gzip', value: pageJsGzip, unit: 'B', note: ` (target ≤ ${TARGETS.pageJsGzip})` },
        { target: '/site-worker.js', metric: 'gzip', value: workerGzip, unit: 'B', note: ` (target ≤ ${TARGETS.workerGzip})` },
      ],
      data: { without, withWorker, offline, ratio, pageJsGzip, workerGzip, targets: TARGETS },
    };
  },
};
