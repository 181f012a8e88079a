// The phase strip as a visitor sees it: it passes axe in light and dark, and so does the explainer.
// A phase change reaching an open page without a reload is not yet held by a test (issue 39).
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
