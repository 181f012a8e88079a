// The region home as a visitor with a favourite team and spoiler-free mode on reads it: the
// JavaScript downloaded (as js-weight weighs it), the layout shift measured in the page over its
// load, and Lighthouse (mobile) with the same choices in the browser's storage.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { startServer } from '../../scripts/lib/server.mjs';
import { freePort } from '../../scripts/lib/proc.mjs';
import { CHROMIUM_ARGS, weigh } from './js-weight.mjs';

const PATH = '/en/espana';
const BUDGET_KIB = 90;
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** Long enough for the streamed blocks, hydration and the first effects. */
const SETTLE_MS = 3000;

/** A favourite team of the Spanish demo season, found through the site's own live endpoint. */
async function storedChoices(baseUrl) {
  const live = await (await fetch(`${baseUrl}/api/live/match-centre?region=espana&lang=en`)).json();
  const team = live.turns.flatMap((turn) => turn.matches).map((match) => match.homeTeam).find(Boolean);
  return {
    'kl:kings:favourite': JSON.stringify({ id: String(team.id), name: team.name, slug: 'team', region: 'espana' }),
    'kl:kings:spoilers': 'off',
  };
}

/** The layout shift a visitor's page makes on its own (no input) while it loads and hydrates. */
async function layoutShift(browser, url, stored) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  await context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    window.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  }, stored);
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(SETTLE_MS);
  const shift = await page.evaluate(() => window.__shift);
  await context.close();
  return shift;
}

/** Lighthouse with the visitor's storage kept: seeded through the same browser, then not reset. */
async function lighthouseRuns(siteUrl, stored) {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROMIUM_ARGS });
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${siteUrl}/robots.txt`);
    await page.evaluate((entries) => Object.entries(entries).forEach(([key, value]) => localStorage.setItem(key, value)), stored);
    await page.close();
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(siteUrl + PATH, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true });
      runs.push({ performance: Math.round((result?.lhr.categories.performance.score ?? 0) * 100), cls: result?.lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN });
    }
    return runs;
  } finally {
    await chrome.kill();
  }
}

export default {
  name: 'reader-preferences',
  description: 'The region home with a favourite team and spoiler-free on: JS gzip, layout shift, Lighthouse',

  /** @param {import('../run.mjs').BenchContext} ctx */
  async run({ baseUrl, log }) {
    const stored = await storedChoices(baseUrl);
    const url = new URL(PATH, baseUrl).href;
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
    let weight;
    let shift;
    try {
      log(`weighing ${PATH} with a favourite team and spoiler-free on`);
      weight = await weigh(browser, url, { stored });
      shift = await layoutShift(browser, url, stored);
    } finally {
      await browser.close();
    }
    // Lighthouse judges the page on its own domain, as the lighthouse measurement does.
    const port = await freePort();
    const site = await startServer({ edition: 'kings', league: 'demo', build: false, port, env: { SITE_DOMAIN: `http://127.0.0.1:${port}` } });
    let runs;
    try {
      log(`lighthouse ${PATH} × ${RUNS} with the choices stored`);
      runs = await lighthouseRuns(site.url, stored);
    } finally {
      await site.stop();
    }
    const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const rows = [
      { target: PATH, metric: 'JS gzip, favourite + spoiler-free', value: kib(weight.total.gzipBytes), unit: 'KiB', note: ` (target ≤ ${BUDGET_KIB} KiB)` },
      { target: PATH, metric: 'HTML gzip', value: kib(weight.htmlGzipBytes), unit: 'KiB' },
      { target: PATH, metric: 'layout shift in the page (load + 3 s)', value: Math.round(shift * 10000) / 10000, unit: '', note: ' (target 0)' },
      { target: PATH, metric: 'Lighthouse CLS (median)', value: Math.round(median(runs.map((run) => run.cls)) * 10000) / 10000, unit: '', note: ' (target 0)' },
      { target: PATH, metric: 'Lighthouse performance', value: median(runs.map((run) => run.performance)), unit: '', note: ` (runs: ${runs.map((run) => run.performance).join(', ')})` },
    ];
    return { rows, data: { weight, shift, runs } };
  },
};

function kib(n) {
  return Math.round((n / 1024) * 10) / 10;
}
