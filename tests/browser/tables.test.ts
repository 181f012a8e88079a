// A visitor on the tables pages: the standings, the chart's table alternative opened from the
// keyboard, the wide table scrolled from the keyboard on a phone. Axe finds nothing.
import { describe, expect, inject, it } from 'vitest';
import { formatViolations, openPage, runAxe, tabTo, useBrowser } from '../support/browser';

const KINGS = inject('kingsUrl');
const QUEENS = inject('queensUrl');
const browser = useBrowser();

const open = (url: string, width = 390) => openPage(browser(), url, { width, height: 844 });

describe('the standings on a phone', () => {
  it('stays inside the page and scrolls sideways from the keyboard', async () => {
    const page = await open(`${KINGS}/ar/espana/tables`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    await tabTo(page, '.standings-scroll');
    const region = page.locator('.standings-scroll').first();
    const before = await region.evaluate((element) => element.scrollLeft);
    // Arabic runs right to left: the rest of the table is to the left.
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).not.toBe(before);
    await page.context().close();
  });
});

describe('a goal difference in Arabic', () => {
  it('shows its sign before its number, as in every language: +19, −3', async () => {
    const page = await open(`${KINGS}/ar/espana/tables`, 1280);
    // Where each glyph of every signed difference is drawn: the sign must be left of the digits.
    const drawn = await page.locator('.standings__num--goalDifference').evaluateAll((cells) =>
      cells
        .map((cell) => cell.querySelector('span') ?? cell)
        .filter((value) => /^[+−]\d/.test(value.textContent ?? ''))
        .map((value) => {
          const text = value.firstChild!;
          const leftOf = (index: number) => {
            const range = document.createRange();
            range.setStart(text, index);
            range.setEnd(text, index + 1);
            return range.getBoundingClientRect().left;
          };
          return { text: value.textContent, signLeftOfDigits: leftOf(0) < leftOf(1) };
        }));
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn.filter((value) => !value.signLeftOfDigits)).toEqual([]);
    await page.context().close();
  });
});

describe('the position chart', () => {
  it('opens its table alternative with the keyboard', async () => {
    const page = await open(`${KINGS}/en/espana/tables`, 1280);
    const svg = page.locator('.position-chart svg').first();
    expect(await svg.getAttribute('role')).toBe('img');
    await tabTo(page, '.position-chart__data > summary');
    await page.keyboard.press('Enter');
    const table = page.locator('.position-table').first();
    await table.waitFor({ state: 'visible' });
    expect(await table.locator('tbody tr').count()).toBe(await svg.locator('polyline').count());
    await page.context().close();
  });
});

describe('accessibility', () => {
  it.each([
    [`${KINGS}/en/espana/tables`],
    [`${KINGS}/ar/espana/tables`],
    [`${KINGS}/en/king-of-kings/tables-kwcc`],
    [`${QUEENS}/pt/americas/classificacao`],
  ])('axe finds no violations on %s', async (url) => {
    const page = await open(url);
    // The disclosures open, so what they hold is checked too.
    await page.evaluate(() => document.querySelectorAll('details.position-chart__data, details.standings-key').forEach((d) => d.setAttribute('open', '')));
    const violations = await runAxe(page);
    expect(violations, formatViolations(violations)).toEqual([]);
    await page.context().close();
  });
});
