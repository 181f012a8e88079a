// The phase strip as a visitor sees it: a new phase reaches an open match page without a reload,
// the countdowns run by the page's own clock between pushes, and the strip passes axe in light and dark.
import { describe, expect, it } from 'vitest';
import { formatViolations, runAxe, useBrowser, withPage } from '../support/browser';
import { useClockServer } from '../support/clock-server';
import { readSeasonTurns, setDemoClock } from '../support/live-match';

const site = useClockServer();
const browser = useBrowser();
const MINUTE = 60_000;

/** The next match to kick off, and its page. */
async function nextMatch(): Promise<{ kickoff: number; path: string }> {
  const now = Date.now();
  const match = (await readSeasonTurns(site().url)).flatMap((turn) => turn.matches)
    .filter((candidate) => candidate.status === 'notStarted' && Date.parse(candidate.date) > now + MINUTE)
    .sort((a, b) => Date.parse(a.date) - Date.parse(b.date))[0]!;
  return { kickoff: Date.parse(match.date), path: `/en/espana/matches/${match.id}` };
}

describe('the phase strip in an open match page', () => {
  it('turns to the double goal at 17:00 without a reload, its countdown running between pushes', async () => {
    const { kickoff, path } = await nextMatch();
    // The league's clock runs from 16:40 of the match (16:50 leaves a loaded machine too little time to open the page in play).
    await setDemoClock(site().url, kickoff + 16 * MINUTE + 40_000 - Date.now());
    await withPage(browser(), { viewport: { width: 360, height: 800 } }, async (page) => {
      await page.goto(`${site().url}${path}`);
      await page.waitForSelector('.phase-strip[data-phase="play"]');
      await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
      const countdown = page.locator('.phase-strip__now [data-countdown]');
      const first = await countdown.textContent();
      // The page's clock, not a push: the view it holds is unchanged while the text moves on.
      await page.waitForFunction((before) => document.querySelector('.phase-strip__now [data-countdown]')?.textContent !== before, first, { timeout: 10_000 });
      expect(await countdown.getAttribute('data-countdown')).not.toBeNull();

      await setDemoClock(site().url, kickoff + 17 * MINUTE + 10_000 - Date.now());
      await page.waitForSelector('.phase-strip[data-phase="doubleGoal"]', { timeout: 90_000 });
      expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
      await expect(page.locator('.phase-strip__effects li').first().textContent()).resolves.toContain('Goals count double');
      // The new phase is said once, politely.
      await page.waitForFunction(() => document.querySelector('.match-centre [aria-live="polite"]')?.textContent?.includes('Double goals'));
    });
  }, 180_000);

  it.each(['light', 'dark'] as const)('passes axe, %s', async (colorScheme) => {
    const { kickoff, path } = await nextMatch();
    await setDemoClock(site().url, kickoff + 5 * MINUTE - Date.now());
    await withPage(browser(), { viewport: { width: 1280, height: 900 }, colorScheme }, async (page) => {
      await page.goto(`${site().url}${path}`);
      await page.waitForSelector('.phase-strip');
      const violations = await runAxe(page, { runOnly: ['wcag2a', 'wcag2aa'] });
      expect(violations, formatViolations(violations)).toEqual([]);
      await page.goto(`${site().url}/ar/espana/how-a-match-works`);
      const explainer = await runAxe(page, { runOnly: ['wcag2a', 'wcag2aa'] });
      expect(explainer, formatViolations(explainer)).toEqual([]);
    });
  }, 120_000);
});
