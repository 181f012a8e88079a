// The league's own pages as a visitor uses them: the FAQs by keyboard, with and without script,
// every page family clean for axe in English and Arabic, on a phone without sideways scrolling,
// and the regulation on paper without the site around it.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatViolations, mainOverflows, runAxe, tabTo, useBrowser, withPage } from '../support/browser';

const KINGS = inject('kingsUrl');
const QUEENS = inject('queensUrl');
const browser = useBrowser();
const PHONE = { viewport: { width: 360, height: 740 } };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

const shownQuestions = (page: Page) =>
  page.locator('details.faq').evaluateAll((items) => items.filter((item) => !(item as HTMLElement).hidden).map((item) => item.id));

describe('the FAQs', () => {
  it('filters the questions as the visitor types and opens one with the keyboard', async () => {
    await withPage(browser(), DESKTOP, async (page) => {
      await page.goto(`${KINGS}/en/espana/faqs`);
      await page.locator('form.faq-search[data-enhanced]').waitFor();
      const all = await shownQuestions(page);
      expect(all.length).toBeGreaterThan(5);

      await tabTo(page, '#page-faq-query');
      await page.keyboard.type('children');
      await expect.poll(() => shownQuestions(page)).toEqual(['children']);
      expect(await page.locator('.faq-search__status').textContent()).toBe('1 question matches');
      expect(new URL(page.url()).searchParams.get('q')).toBe('children');

      await tabTo(page, '#children > summary');
      await page.keyboard.press('Enter');
      expect(await page.locator('#children').evaluate((item) => (item as HTMLDetailsElement).open)).toBe(true);
      expect(await page.locator('#children .faq__answer').isVisible()).toBe(true);
      await page.keyboard.press('Space');
      expect(await page.locator('#children').evaluate((item) => (item as HTMLDetailsElement).open)).toBe(false);

      await tabTo(page, '#page-faq-query');
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('zzzz');
      await expect.poll(() => shownQuestions(page)).toEqual([]);
      expect(await page.locator('.faq-search__status').textContent()).toBe('No question matches “zzzz”.');
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.press('Backspace');
      await expect.poll(() => shownQuestions(page)).toEqual(all);
      expect(new URL(page.url()).searchParams.has('q')).toBe(false);
    });
  });

  it('opens the question a link points to, even when a search had hidden it', async () => {
    await withPage(browser(), DESKTOP, async (page) => {
      await page.goto(`${KINGS}/en/espana/faqs?q=children#doors-and-bags`);
      await page.locator('form.faq-search[data-enhanced]').waitFor();
      await expect.poll(() => page.locator('#doors-and-bags').evaluate((item) => (item as HTMLDetailsElement).open && !(item as HTMLElement).hidden)).toBe(true);
      await expect.poll(async () => (await shownQuestions(page)).length).toBeGreaterThan(5);
    });
  });

  it('works without script: the questions open by keyboard and the search is answered by the server', async () => {
    await withPage(browser(), { ...DESKTOP, javaScriptEnabled: false }, async (page) => {
      await page.goto(`${KINGS}/es/espana/faqs`);
      await tabTo(page, 'details.faq > summary');
      await page.keyboard.press('Enter');
      expect(await page.locator('details.faq').first().evaluate((item) => (item as HTMLDetailsElement).open)).toBe(true);
      await tabTo(page, '#page-faq-query');
      await page.keyboard.type('niños');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\?q=ni/);
      expect(await shownQuestions(page)).toEqual(['children']);
      expect(await page.locator('.faq-search__status').textContent()).toBe('1 pregunta coincide');
    });
  });
});

describe('accessibility of the league’s own pages', () => {
  it.each([
    `${KINGS}/en/espana/tickets`,
    `${KINGS}/ar/espana/tickets`,
    `${QUEENS}/en/espana/tickets`,
    `${KINGS}/en/stores`,
    `${KINGS}/ar/stores`,
    `${KINGS}/en/espana/faqs`,
    `${KINGS}/ar/espana/faqs`,
    `${KINGS}/en/espana/contact-us`,
    `${QUEENS}/ar/americas/contact-us`,
    `${KINGS}/en/espana/regulation`,
    `${QUEENS}/ar/espana/regulation`,
    `${KINGS}/es/espana/circulares`,
    `${KINGS}/it/italia/circolari`,
    `${QUEENS}/es/espana/circulares`,
    `${KINGS}/en/espana/media-accreditation`,
    `${QUEENS}/ar/americas/media-accreditation`,
  ])('axe finds no violations on %s, and nothing reaches past a phone’s screen', async (url) => {
    await withPage(browser(), DESKTOP, async (page) => {
      await page.goto(url);
      const violations = await runAxe(page);
      expect(violations, formatViolations(violations)).toEqual([]);
    });
    await withPage(browser(), PHONE, async (page) => {
      await page.goto(url);
      expect(await mainOverflows(page)).toBe(false);
    });
  });
});

describe('the regulation on paper', () => {
  it('prints the rules and the season’s format without the header, menus, footer or contents', async () => {
    await withPage(browser(), DESKTOP, async (page) => {
      await page.goto(`${KINGS}/en/espana/regulation`);
      await page.emulateMedia({ media: 'print' });
      for (const chrome of ['.site-header', '.site-footer', '.breadcrumbs', '.reg-contents', '.reg-section__back']) {
        expect(await page.locator(chrome).first().isVisible(), chrome).toBe(false);
      }
      expect(await page.locator('#dice').isVisible()).toBe(true);
      expect(await page.locator('.season-format').isVisible()).toBe(true);
      await page.emulateMedia({ media: 'screen' });
      expect(await page.locator('.site-header').isVisible()).toBe(true);
    });
  });

  it('prints every FAQ answer, folded or not', async () => {
    await withPage(browser(), DESKTOP, async (page) => {
      await page.goto(`${KINGS}/en/espana/faqs`);
      expect(await page.locator('#tickets .faq__answer').isVisible()).toBe(false);
      await page.emulateMedia({ media: 'print' });
      expect(await page.locator('#tickets .faq__answer .editorial').isVisible()).toBe(true);
      expect(await page.locator('.faq-search').isVisible()).toBe(false);
    });
  });
});
