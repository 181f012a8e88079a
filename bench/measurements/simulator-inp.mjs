// Interaction to next paint of a simulator pick on a phone-class CPU: Chromium slowed 4× (the
// DevTools "mid-tier mobile" setting), the page loaded and enhanced, then a run of picks made as
// a visitor makes them: by keyboard (focus, then Enter) and by touch (the button scrolled into
// sight, then a finger down and up on it). Each interaction's duration is read from the browser's own Event
// Timing entries (what INP is made of): the longest event of each interaction, from input to the
// next paint. Entries shorter than 16 ms are not reported by the browser: such picks count as 16.
import { chromium } from 'playwright-core';
import { SIMULATOR_PAGES } from '../support.mjs';

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const CPU_SLOWDOWN = 4;
const PICKS = 10;
/** The smallest duration Event Timing reports. */
const FLOOR_MS = 16;
const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true };

/** Records every interaction's longest event, in the page, from now on. */
function observeInteractions() {
  window.__interactions = new Map();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const known = window.__interactions.get(entry.interactionId) ?? 0;
      window.__interactions.set(entry.interactionId, Math.max(known, entry.duration));
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** A pick: the strongest player that can still be signed (squad) or placed on the next free place (team). */
const PICK = '.pool-row:not([hidden]) button[name="add"]:not([aria-disabled])';

/** Reaching the button (a Tab, a scroll) is an interaction of its own: the pick is the press or the tap. */
const PICK_BY = {
  async keyboard(page, button) {
    await button.focus();
    await page.waitForTimeout(400);
    await page.keyboard.press('Enter');
  },
  // Touch events sent straight to the browser: a test tool's own tap first checks the target from
  // inside the page, work a finger does not cause.
  async touch(page, button, cdp) {
    await button.scrollIntoViewIfNeeded();
    await page.waitForTimeout(400);
    const box = await button.boundingBox();
    if (!box) throw new Error('the pick button is not on screen');
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await page.waitForTimeout(60);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  },
};

async function measure(browser, url, selector, by) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await page.goto(url, { waitUntil: 'load' });
    await page.locator('form.sim[data-enhanced]').waitFor({ timeout: 60_000 });
    // A visitor reads before pressing: the page's pictures and deferred scripts have arrived.
    await page.waitForLoadState('networkidle');
    await page.evaluate(observeInteractions);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    let pressed = 0;
    for (; pressed < PICKS; pressed++) {
      const button = page.locator(selector).first();
      if ((await button.count()) === 0) break;
      await PICK_BY[by](page, button, cdp);
      // Let the page paint and the entry arrive before the next press.
      await page.waitForTimeout(600);
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.waitForTimeout(300);
    const durations = await page.evaluate(() => [...window.__interactions.values()]);
    // Presses under the floor leave no entry: they are counted at the floor.
    const all = [...durations, ...Array(Math.max(0, pressed - durations.length)).fill(FLOOR_MS)].sort((a, b) => a - b);
    // `inOrder` keeps the order the picks were made in (those under the floor left out): the first pick after load runs cold code.
    return { pressed, inOrder: durations, durations: all, worst: all.at(-1) ?? 0, median: all[Math.floor(all.length / 2)] ?? 0 };
  } finally {
    await context.close();
  }
}

export default {
  name: 'simulator-inp',
  description: `Interaction to next paint of a simulator pick by keyboard and by touch, CPU slowed ${CPU_SLOWDOWN}×, ${PICKS} picks each (target ≤ 100 ms)`,

  /** @param {import('../run.mjs').BenchContext} ctx */
  async run({ baseUrl, log }) {
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
    const rows = [];
    const data = {};
    try {
      for (const { label, path } of SIMULATOR_PAGES) {
        // The team simulator starts empty here, so every press places a player.
        const url = new URL(path.split('?')[0], baseUrl).href;
        for (const by of Object.keys(PICK_BY)) {
          log(`${PICKS} picks by ${by} on ${url}`);
          const result = await measure(browser, url, PICK, by);
          data[`${label} (${by})`] = result;
          rows.push({
            target: url.replace(baseUrl, ''),
            metric: `${label}: pick INP by ${by} (worst / median of ${result.pressed})`,
            value: `${Math.round(result.worst)} / ${Math.round(result.median)}`,
            unit: 'ms',
            note: ' (target ≤ 100 ms)',
          });
        }
      }
    } finally {
      await browser.close();
    }
    return { rows, data };
  },
};
