// The tournament pages as a visitor sees them: readable on a phone, clean for axe.
import { describe, expect, inject, it } from 'vitest';
import { formatViolations, mainOverflows, runAxe, useBrowser, withPage } from '../support/browser';

const KINGS = inject('kingsUrl');
const QUEENS = inject('queensUrl');
const browser = useBrowser();

describe('the bracket', () => {
  it('stands its rounds side by side on a wide screen and one under the other on a phone', async () => {
    await withPage(browser(), { viewport: { width: 1280, height: 800 } }, async (page) => {
      await page.goto(`${KINGS}/en/kwc-nations/tournament`);
      const rounds = page.locator('#bracket-previous ~ .bracket .bracket__round');
      // The bracket streams in after the frame: wait for it rather than for the page load.
      await rounds.nth(1).waitFor();
      const [quarter, semi] = [await rounds.nth(0).boundingBox(), await rounds.nth(1).boundingBox()];
      expect(semi && quarter && semi.x > quarter.x).toBe(true);
    });
    await withPage(browser(), { viewport: { width: 360, height: 740 } }, async (page) => {
      await page.goto(`${KINGS}/ar/kwc-nations/tournament`);
      const rounds = page.locator('#bracket-previous ~ .bracket .bracket__round');
      // The bracket streams in after the frame: wait for it rather than for the page load.
      await rounds.nth(1).waitFor();
      const [quarter, semi] = [await rounds.nth(0).boundingBox(), await rounds.nth(1).boundingBox()];
      expect(semi && quarter && semi.y > quarter.y).toBe(true);
      expect(await mainOverflows(page)).toBe(false);
    });
  });
});

describe('accessibility of the tournament pages', () => {
  it.each([
    `${KINGS}/en/world-cup/tournament`,
    `${KINGS}/ar/kwc-nations/tournament`,
    `${KINGS}/en/world-cup/tier-list`,
    `${KINGS}/ar/espana/qualifiers/spain`,
    `${KINGS}/en/espana/qualifiers/americas`,
    `${QUEENS}/en/finalissima`,
    `${QUEENS}/ar/finalissima`,
  ])('axe finds no violations on %s', async (url) => {
    await withPage(browser(), { viewport: { width: 1280, height: 800 } }, async (page) => {
      await page.goto(url);
      const violations = await runAxe(page);
      expect(violations, formatViolations(violations)).toEqual([]);
    });
  });
});
