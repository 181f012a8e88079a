// "How a Kings League match works" as a visitor sees it: its drawings read the same in Arabic as
// in English, the numbers and marks drawn in them left to right like the figures they are.
import { describe, expect, inject, it } from 'vitest';
import { useBrowser, withPage } from '../support/browser';

const KINGS = inject('kingsUrl');
const browser = useBrowser();

describe('the explainer’s drawings', () => {
  it.each(['en', 'ar'] as const)('draw the double goal’s ×2 beside the goal, not over it, in %s', async (lang) => {
    await withPage(browser(), { viewport: { width: 1280, height: 800 } }, async (page) => {
      await page.goto(`${KINGS}/${lang}/espana/how-a-match-works`);
      const drawn = await page.locator('#double-goal svg').evaluate((svg) => {
        const box = (selector: string) => (svg.querySelector(selector) as SVGGraphicsElement).getBBox();
        const goal = box('.rules-drawing__goal');
        return { goalRight: goal.x + goal.width, markLeft: box('.rules-drawing__mark').x };
      });
      expect(drawn.markLeft).toBeGreaterThan(drawn.goalRight);
    });
  });
});
