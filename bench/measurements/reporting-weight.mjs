// What error reporting adds to the region home's JavaScript (gzip, as js-weight weighs it), with a
// DSN configured: a visitor not sampled into replay and without an error (nothing may be added:
// the budget is the page's), one whose page throws (the reporter), and a session sampled into
// replay (the reporter and the recorder).
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, weigh } from './js-weight.mjs';

const PATH = '/en/espana';
const BUDGET_KIB = 90;

export default {
  name: 'reporting-weight',
  description: 'JavaScript error reporting adds to the region home: unsampled, after an error, sampled into replay',

  /** @param {import('../run.mjs').BenchContext} ctx */
  async run({ baseUrl, log }) {
    const health = await (await fetch(`${baseUrl}/api/health`)).json().catch(() => ({}));
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
    const url = new URL(PATH, baseUrl).href;
    try {
      log(`weighing ${PATH}: not sampled, after an error, sampled into replay`);
      const quiet = await weigh(browser, url, { replay: 'off' });
      const erring = await weigh(browser, url, { replay: 'off', throwError: true });
      const sampled = await weigh(browser, url, { replay: 'session' });
      const extra = (weight) => weight.total.gzipBytes - quiet.total.gzipBytes;
      const rows = [
        { target: PATH, metric: 'JS gzip, DSN set, not sampled', value: kib(quiet.total.gzipBytes), unit: 'KiB', note: ` (target ≤ ${BUDGET_KIB} KiB)` },
        { target: PATH, metric: 'extra JS gzip after an error (reporter)', value: kib(extra(erring)), unit: 'KiB' },
        { target: PATH, metric: 'extra JS gzip, session sampled into replay', value: kib(extra(sampled)), unit: 'KiB' },
      ];
      if (!health.version) rows.push({ target: PATH, metric: 'note', value: 'health answer unavailable', unit: '' });
      return { rows, data: { quiet, erring, sampled } };
    } finally {
      await browser.close();
    }
  },
};

function kib(n) {
  return Math.round((n / 1024) * 10) / 10;
}
