// JavaScript a visitor downloads for a page, as Chromium fetches it: every script response of a
// page load, including the entry imported after the first paint and the chunks it imports, each
// compressed with node:zlib gzipSync (default level) to approximate its transfer size; and the
// page's own HTML, raw and gzip.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { pagesUnderTest } from '../support.mjs';

export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
/** Long enough for the entry (imported once the page has painted) and every chunk it pulls in. */
const SETTLE_MS = 1500;
/** The recorder is imported when the browser is idle after the paint. */
const REPLAY_SETTLE_MS = 3000;

/**
 * Weighs one page load. `replay` is the session's replay draw ('off': the visitor is not sampled,
 * as 90% are; 'session': recorded in full), kept where the page's loader reads it; `throwError`
 * throws once the page has settled, which loads the error reporter; `stored` is put in the page's
 * localStorage before it loads (a visitor's own choices).
 */
export async function weigh(browser, pageUrl, { replay = 'off', throwError = false, stored = {} } = {}) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  await context.addInitScript(([mode, entries]) => {
    window.sessionStorage.setItem('kl:replay', mode);
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
  }, [replay, stored]);
  const page = await context.newPage();
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  const answer = await page.goto(pageUrl, { waitUntil: 'load' });
  await page.waitForTimeout(SETTLE_MS);
  if (throwError) {
    await page.evaluate(() => setTimeout(() => {
      throw new Error('bench: an error on the page');
    }));
    await page.waitForTimeout(SETTLE_MS);
  }
  if (replay !== 'off') await page.waitForTimeout(REPLAY_SETTLE_MS);
  const html = Buffer.from(await answer.body());
  const files = [];
  for (const response of scripts) {
    const body = Buffer.from(await response.body());
    files.push({ url: new URL(response.url()).pathname, status: response.status(), bytes: body.length, gzipBytes: gzipSync(body).length });
  }
  await context.close();
  const total = files.reduce((sum, file) => ({ bytes: sum.bytes + file.bytes, gzipBytes: sum.gzipBytes + file.gzipBytes }), { bytes: 0, gzipBytes: 0 });
  return { status: answer.status(), htmlBytes: html.length, htmlGzipBytes: gzipSync(html).length, files, total };
}

export default {
  name: 'js-weight',
  description: 'JavaScript (as Chromium downloads it) and HTML of the match-day, people and statistics pages',

  /** @param {import('../run.mjs').BenchContext} ctx */
  async run({ baseUrl, log }) {
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
    const rows = [];
    const data = {};
    try {
      for (const { path, jsBudget, htmlBudget } of await pagesUnderTest(baseUrl)) {
        log(`weighing ${path}`);
        const weight = await weigh(browser, new URL(path, baseUrl).href);
        data[path] = weight;
        const note = weight.status >= 400 ? ` (page answered ${weight.status})` : ` (target ≤ ${jsBudget} KiB)`;
        rows.push(
          { target: path, metric: 'JS gzip', value: kib(weight.total.gzipBytes), unit: 'KiB', note },
          { target: path, metric: 'HTML (raw / gzip)', value: `${kib(weight.htmlBytes)} / ${kib(weight.htmlGzipBytes)}`, unit: 'KiB', note: htmlBudget ? ` (target gzip ≤ ${htmlBudget} KiB)` : undefined },
        );
      }
    } finally {
      await browser.close();
    }
    return { rows, data };
  },
};

function kib(n) {
  return Math.round((n / 1024) * 10) / 10;
}
