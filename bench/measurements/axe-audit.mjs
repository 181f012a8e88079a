// What one axe audit of a page costs the browser tests (ADR 067): the audit as tests/support/browser.ts
// runs it (only the violations processed in full and sent back from the page) against the control,
// the same audit sending back axe's whole results, as the tests did before. Both run on the same
// loaded page, in turns whose order alternates, over BENCH_AXE_ROUNDS rounds (default 2) of four
// main pages; the page's load and axe's injection are timed beside them.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from './js-weight.mjs';

const PATHS = ['/en/espana', '/en/espana/matches', '/en/espana/tables', '/en/espana/stats'];
const RULES = { 'target-size': { enabled: true } };

const audits = {
  /** As the tests run it. */
  violations: (page) => page.evaluate(async (rules) => (await window.axe.run(document, { rules, resultTypes: ['violations'] })).violations, RULES),
  /** As they ran it before: every result crosses back to the test. */
  whole: async (page) => (await page.evaluate((rules) => window.axe.run(document, { rules }), RULES)).violations,
};

export default {
  name: 'axe-audit',
  description: "one axe audit of a main page as the browser tests run it, against axe's whole results sent back",
  async run({ baseUrl, log }) {
    const rounds = Math.max(1, Math.round(Number(process.env.BENCH_AXE_ROUNDS) || 2));
    const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
    const totals = { load: 0, inject: 0, violations: 0, whole: 0 };
    let visits = 0;
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      const timed = async (key, work) => {
        const began = performance.now();
        const result = await work();
        totals[key] += performance.now() - began;
        return result;
      };
      for (let round = 0; round < rounds; round++) {
        log(`axe audits, round ${round + 1}/${rounds}`);
        for (const path of PATHS) {
          await timed('load', async () => {
            await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
            // As the tests wait: the reader's preferences applied, the page settled in its scheme.
            await page.locator('html[data-prefs]').waitFor({ state: 'attached' });
          });
          await timed('inject', () => page.evaluate(`(() => { ${axeSource}\n;return true; })()`));
          const order = visits % 2 === 0 ? ['violations', 'whole'] : ['whole', 'violations'];
          const found = [];
          for (const key of order) found.push((await timed(key, () => audits[key](page))).length);
          if (found[0] !== found[1]) throw new Error(`${path}: the two audits disagree (${found.join(' against ')} violations)`);
          visits += 1;
        }
      }
    } finally {
      await browser.close();
    }
    const each = (key) => totals[key] / visits;
    const target = `${visits} visits of ${PATHS.length} pages`;
    const rows = [
      { target, metric: 'axe audit as the tests run it', value: Math.round(each('violations')), unit: 'ms' },
      { target, metric: 'axe audit, whole results sent back (control)', value: Math.round(each('whole')), unit: 'ms' },
      { target, metric: 'audit / control', value: (each('violations') / each('whole')).toFixed(2), unit: '×' },
      { target, metric: 'page load, for scale', value: Math.round(each('load')), unit: 'ms' },
      { target, metric: 'axe injection, for scale', value: Math.round(each('inject')), unit: 'ms' },
    ];
    return { rows, data: { visits, totalsMs: Object.fromEntries(Object.entries(totals).map(([k, v]) => [k, Math.round(v)])) } };
  },
};
