// A match's statistics as a visitor sees them in either scheme: each team's bar in a colour of its
// own that stands out from the card and from the other side's, the split also told without
// colour (a notch between the sides, the away side hatched, the values as text), and axe clean.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { MIN_SIDE_DISTANCE, sideDistance } from '../../src/lib/teams/side-colours';
import { MIN_CONTRAST, contrastRatio } from '../../src/lib/teams/team-colours';
import { formatViolations, runAxe, useBrowser, withPage } from '../support/browser';

const BASES = { kings: inject('kingsUrl'), queens: inject('queensUrl') };
const browser = useBrowser();
/** A few ended matches: each pair of clubs has colours of its own, or the edition's pair. */
const MATCHES_CHECKED = 3;
// Three match pages and axe in each of two schemes: more than the default minute on a busy machine.
const SLOW = 240_000;

type Rgb = [number, number, number];
type DrawnBar = { home: Rgb; away: Rgb; card: Rgb; homePattern: string; awayPattern: string; notch: number; values: string[] };

const toHex = (rgb: Rgb) => `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
/** WCAG 2 contrast of two painted colours. */
const contrast = (a: Rgb, b: Rgb) => contrastRatio(toHex(a), toHex(b));

/** The first statistic's bar as the browser painted it. */
function readBar(page: Page): Promise<DrawnBar> {
  return page.evaluate(() => {
    const rgb = (colour: string) => (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number) as [number, number, number];
    const row = document.querySelector('.match-stats tbody tr:has(.match-stats__home)')!;
    const [home, away] = [row.querySelector('.match-stats__home')!, row.querySelector('.match-stats__away')!].map((side) => getComputedStyle(side));
    return {
      home: rgb(home!.backgroundColor),
      away: rgb(away!.backgroundColor),
      card: rgb(getComputedStyle(document.querySelector('.match-stats')!).backgroundColor),
      homePattern: home!.backgroundImage,
      awayPattern: away!.backgroundImage,
      notch: parseFloat(away!.borderInlineStartWidth),
      values: [...row.querySelectorAll('td')].map((cell) => cell.textContent?.trim() ?? ''),
    };
  });
}

/** The sides drawn apart: each at 3:1 on the card, far enough from the other, not the same. */
function expectApart(bar: DrawnBar, what: string) {
  expect(bar.home, what).not.toEqual(bar.away);
  expect(contrast(bar.home, bar.card), `${what}: home on the card`).toBeGreaterThanOrEqual(MIN_CONTRAST.graphic);
  expect(contrast(bar.away, bar.card), `${what}: away on the card`).toBeGreaterThanOrEqual(MIN_CONTRAST.graphic);
  expect(sideDistance(bar.home, bar.away), `${what}: the sides apart`).toBeGreaterThanOrEqual(MIN_SIDE_DISTANCE);
}

/** Ended matches of the current matchday, or of the one before while none has ended yet. */
async function endedMatches(page: Page, base: string): Promise<string[]> {
  const ended = () => page.locator('.mc--ended a.mc__row').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  await page.goto(`${base}/en/espana/matches`);
  let links = await ended();
  if (links.length === 0) {
    await page.goto(`${base}${await page.locator('a.turn-steps__previous').getAttribute('href')}`);
    links = await ended();
  }
  expect(links.length, 'ended matches on the matches page').toBeGreaterThan(0);
  return links.slice(0, MATCHES_CHECKED);
}

describe.each(Object.entries(BASES))('the %s edition’s match statistics', (_edition, base) => {
  it.each(['dark', 'light'] as const)('draw each side in its own colour, told apart without colour too (%s)', async (colorScheme) => {
    await withPage(browser(), { colorScheme, viewport: { width: 412, height: 900 } }, async (page) => {
      for (const path of await endedMatches(page, base)) {
        await page.goto(`${base}${path}`);
        await page.locator('.match-stats__home').first().waitFor();
        const bar = await readBar(page);
        expectApart(bar, path);
        // Without colour: the values as text, a notch of the card at the split, the away side hatched.
        expect(bar.values.every((value) => /\d/.test(value)), path).toBe(true);
        expect(bar.notch, path).toBeGreaterThanOrEqual(2);
        expect(bar.homePattern, path).toBe('none');
        expect(bar.awayPattern, path).toMatch(/^repeating-linear-gradient/);
        const violations = await runAxe(page);
        expect(violations, `${path}\n${formatViolations(violations)}`).toEqual([]);
        // Without the clubs' colours (set on the centre when they stand apart) the edition's pair holds too.
        await page.locator('.match-centre').evaluate((centre) => centre.removeAttribute('style'));
        expectApart(await readBar(page), `${path}, the edition's pair`);
      }
    });
  }, SLOW);
});
