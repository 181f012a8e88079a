import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runAxe, useBrowser } from '../support/browser';

describe('smoke: kings /en in Chromium', () => {
  const browser = useBrowser();

  beforeAll(async () => {
    });

  afterAll(async () => {
    });

  it('renders a page with a title or body text, and axe can run on it', async () => {
    const page = await browser().newPage();
    const res = await page.goto(`${inject('kingsUrl')}/en`, { waitUntil: 'load' });
    expect(res?.status()).toBeLessThan(500);

    const title = (await page.title()).trim();
    const text = (await page.locator('body').innerText()).trim();
    expect(title.length + text.length).toBeGreaterThan(0);

    // Only checks that the axe helper works here; a11y assertions come with the real suite.
    const violations = await runAxe(page);
    expect(Array.isArray(violations)).toBe(true);
    await page.close();
  });
});
