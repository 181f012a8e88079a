// Every page family laid out on a 360 px phone and a 1280 px screen, in English and Arabic: nothing
// scrolls sideways, every match card reads home | centre | away on one row with its centre in the
// middle and nothing overlapping, names take two lines at most, and the region home puts its table
// beside the matches on a wide screen. A full-page screenshot of each case is saved for review in
// tests/artifacts/layout/{edition}-{lang}-{width}-{page}.png.
import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser';

const KINGS = inject('kingsUrl');
const QUEENS = inject('queensUrl');
const ARTIFACTS = new URL('../artifacts/layout/', import.meta.url);
const browser = useBrowser();

type Lang = 'en' | 'ar';
/** A page's address, or how a visitor finds it: the first link of a kind on another page. */
type Where = string | { from: string; link: string };
type Family = { name: string; where: (lang: Lang) => Where };

const linkFrom = (from: string, link: string): Where => ({ from, link });
const FAMILIES: Family[] = [
  { name: 'edition-home', where: (lang) => `/${lang}` },
  { name: 'region-home', where: (lang) => `/${lang}/espana` },
  { name: 'matches', where: (lang) => `/${lang}/espana/matches` },
  { name: 'tables', where: (lang) => `/${lang}/espana/tables` },
  { name: 'statistics', where: (lang) => `/${lang}/espana/stats` },
  { name: 'teams', where: (lang) => `/${lang}/espana/teams` },
  { name: 'team', where: (lang) => linkFrom(`/${lang}/espana/teams`, `main a[href^="/${lang}/espana/teams/"]`) },
  { name: 'player', where: (lang) => linkFrom(`/${lang}/espana/teams`, `main a[href^="/${lang}/espana/teams/"]`) },
  { name: 'match', where: (lang) => linkFrom(`/${lang}/espana/matches`, 'a.mc__row') },
  { name: 'tournament', where: (lang) => `/${lang}/kwc-nations/tournament` },
  // News is written in the languages a region's CMS writes in: English for the world cup, Arabic for MENA.
  { name: 'news', where: (lang) => (lang === 'en' ? '/en/world-cup/news' : '/ar/mena/news') },
  { name: 'regulation', where: (lang) => `/${lang}/espana/regulation` },
];
const WIDTHS = [
  { width: 360, height: 780 },
  { width: 1280, height: 900 },
] as const;
const EDITIONS = [
  { edition: 'kings', base: KINGS, families: FAMILIES },
  { edition: 'queens', base: QUEENS, families: FAMILIES.filter((family) => family.name === 'region-home' || family.name === 'matches') },
] as const;

/** The first link of a kind on a page, as an address on the same site. */
async function follow(page: Page, base: string, from: string, link: string): Promise<string> {
  await page.goto(base + from);
  const href = await page.locator(link).first().getAttribute('href');
  if (!href) throw new Error(`no ${link} on ${from}`);
  return href;
}

const found = new Map<string, string>();
/** The address of a family's page, found once for both widths: the player is the first team's first. */
async function addressOf(page: Page, base: string, family: Family, lang: Lang): Promise<string> {
  const where = family.where(lang);
  if (typeof where === 'string') return where;
  const key = `${base} ${lang} ${family.name}`;
  const known = found.get(key);
  if (known) return known;
  let href = await follow(page, base, where.from, where.link);
  if (family.name === 'player') href = await follow(page, base, href, `main a[href^="/${lang}/espana/players/"]`);
  found.set(key, href);
  return href;
}

type Box = { left: number; right: number; top: number; bottom: number; width: number; height: number };
type CardFacts = {
  id: string;
  card: Box;
  parts: { home: Box; mid: Box; away: Box };
  /** The card's children that are shown (badge, row, date line, button). */
  children: Box[];
  names: { width: number; height: number; lineHeight: number; fontSize: number }[];
};

/** The boxes of every match card that is shown (a hidden favourite pin is not). */
function readCards(page: Page): Promise<CardFacts[]> {
  return page.evaluate(() => {
    const box = (element: Element) => {
      const { left, right, top, bottom, width, height } = element.getBoundingClientRect();
      return { left, right, top, bottom, width, height };
    };
    const shown = (element: Element) => element.getClientRects().length > 0;
    return [...document.querySelectorAll('.mc')].filter(shown).map((card) => {
      const part = (name: string) => box(card.querySelector(`.mc__${name}`)!);
      return {
        id: card.getAttribute('data-match-id') ?? '?',
        card: box(card),
        parts: { home: part('home'), mid: part('mid'), away: part('away') },
        children: [...card.children].filter(shown).map(box),
        names: [...card.querySelectorAll('.mc__name')].map((name) => {
          const style = getComputedStyle(name);
          return { width: name.getBoundingClientRect().width, height: name.getBoundingClientRect().height, lineHeight: parseFloat(style.lineHeight), fontSize: parseFloat(style.fontSize) };
        }),
      };
    });
  });
}

const overlaps = (a: Box, b: Box) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;

describe.each(EDITIONS)('$edition', ({ edition, base, families }) => {
  describe.each(['en', 'ar'] as const)('%s', (lang) => {
    describe.each(WIDTHS)('$width px', (viewport) => {
      let context: BrowserContext;
      let page: Page;
      beforeAll(async () => {
        mkdirSync(ARTIFACTS, { recursive: true });
        context = await browser().newContext({ viewport });
        page = await context.newPage();
      });
      afterAll(async () => {
        await context?.close();
      });

      it.each(families)('lays out the $name page', async (family) => {
        const address = await addressOf(page, base, family, lang);
        const response = await page.goto(base + address);
        expect(response?.status(), address).toBe(200);
        await page.screenshot({ path: new URL(`${edition}-${lang}-${viewport.width}-${family.name}.png`, ARTIFACTS).pathname, fullPage: true });

        const { scrollWidth, width } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, width: window.innerWidth }));
        expect(scrollWidth, `${address} scrolls sideways`).toBeLessThanOrEqual(width);

        for (const { id, card, parts, children, names } of await readCards(page)) {
          const where = `${address}, match ${id}`;
          const centre = (parts.mid.left + parts.mid.right) / 2;
          expect(Math.abs(centre - (card.left + card.right) / 2), `${where}: centre off the middle`).toBeLessThanOrEqual(3);
          if (viewport.width === 360) {
            expect(Math.abs(parts.home.top - parts.mid.top), `${where}: home and centre on one row`).toBeLessThanOrEqual(1);
            expect(Math.abs(parts.away.top - parts.mid.top), `${where}: away and centre on one row`).toBeLessThanOrEqual(1);
            // About 12 characters: half an em is a character of average width.
            const room = 6 * (names[0]?.fontSize ?? 16) - 1;
            expect(Math.min(parts.home.width, parts.away.width), `${where}: a name's column`).toBeGreaterThanOrEqual(room);
          }
          const row = [parts.home, parts.mid, parts.away];
          for (const [a, b] of [[0, 1], [1, 2], [0, 2]] as const) expect(overlaps(row[a]!, row[b]!), `${where}: parts overlap`).toBe(false);
          for (const [index, a] of children.entries()) {
            for (const b of children.slice(index + 1)) expect(overlaps(a, b), `${where}: the card's blocks overlap`).toBe(false);
          }
          for (const name of names) expect(name.height, `${where}: a name on more than two lines`).toBeLessThanOrEqual(2 * name.lineHeight + 1);
        }

        if (family.name === 'region-home' && viewport.width === 1280) {
          const [main, side] = await Promise.all(['.home-columns__main', '.home-columns__side'].map((selector) => page.locator(selector).boundingBox()));
          expect(main && side, 'both columns are there').toBeTruthy();
          const [first, second] = lang === 'ar' ? [side!, main!] : [main!, side!];
          expect(second.x, 'the table stands beside the matches').toBeGreaterThanOrEqual(first.x + first.width);
          expect(side!.y, 'the table starts beside the matches, not under them').toBeLessThan(main!.y + main!.height);
        }
      });
    });
  });
});

describe('on a 360 px phone', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await browser().newContext({ viewport: { width: 360, height: 780 } });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it.each([
    ['kings', 'en', KINGS],
    ['kings', 'ar', KINGS],
    ['queens', 'en', QUEENS],
    ['queens', 'ar', QUEENS],
  ] as const)('shows position, team, played, goal difference and points of the standings without scrolling (%s, %s)', async (_edition, lang, base) => {
    expect((await page.goto(`${base}/${lang}/espana/tables`))?.status()).toBe(200);
    const read = () => page.evaluate(() => {
      const scroller = document.querySelector('.standings-scroll')!;
      const frame = scroller.getBoundingClientRect();
      const row = scroller.querySelector('tbody tr')!;
      const inView = (selector: string) => {
        const { left, right } = row.querySelector(selector)!.getBoundingClientRect();
        return left >= frame.left - 0.5 && right <= frame.right + 0.5;
      };
      const shadow = getComputedStyle(row.querySelector('.standings__num--goalDifference')!, '::before');
      return {
        shown: ['.standings__position', '.standings__team', '.standings__num--played', '.standings__num--goalDifference', '.standings__num--points'].map(inView),
        hidden: inView('.standings__num--goalsAgainst'),
        scrolls: scroller.scrollWidth > scroller.clientWidth,
        edge: shadow.content !== 'none' && shadow.backgroundImage.includes('gradient'),
        pageWidth: document.documentElement.scrollWidth,
      };
    });
    const before = await read();
    expect(before.pageWidth).toBeLessThanOrEqual(360);
    expect(before.shown).toEqual([true, true, true, true, true]);
    expect(before.scrolls, 'the other numbers scroll').toBe(true);
    expect(before.hidden, 'goals against waits behind the scroll').toBe(false);
    expect(before.edge, 'a shadow shows the table goes on').toBe(true);
    // Scrolled to its far end, the pinned columns are still there.
    await page.evaluate(() => {
      const scroller = document.querySelector('.standings-scroll')!;
      scroller.scrollLeft = (getComputedStyle(scroller).direction === 'rtl' ? -1 : 1) * scroller.scrollWidth;
    });
    const after = await read();
    expect(after.shown).toEqual([true, true, false, true, true]);
  });

  // The longest button words ("Rechercher", "Pesquisar") once pushed the row 40 px past the screen.
  it.each(['en', 'ar', 'de', 'fr', 'pt'] as const)('fits the FAQs’ search row in the screen (%s)', async (lang) => {
    expect((await page.goto(`${KINGS}/${lang}/espana/faqs`))?.status()).toBe(200);
    const { scrollWidth, row, input, button } = await page.evaluate(() => {
      const box = (selector: string) => {
        const { left, right } = document.querySelector(selector)!.getBoundingClientRect();
        return { left, right };
      };
      return { scrollWidth: document.documentElement.scrollWidth, row: box('.faq-search__row'), input: box('.faq-search__input'), button: box('.faq-search__submit') };
    });
    expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(360);
    for (const part of [row, input, button]) {
      expect(part.left).toBeGreaterThanOrEqual(0);
      expect(part.right).toBeLessThanOrEqual(360);
    }
    expect(input.right - input.left, 'room to type').toBeGreaterThanOrEqual(150);
  });

  it.each([
    ['kings', KINGS, '/en/world-cup/news'],
    ['kings', KINGS, '/ar/mena/news'],
    ['queens', QUEENS, '/es/espana/noticias'],
  ] as const)('lays the news pager out as a row of buttons, not a bulleted list (%s %s)', async (_edition, base, path) => {
    expect((await page.goto(base + path))?.status()).toBe(200);
    const pager = await page.evaluate(() => {
      const list = document.querySelector('nav.pager ul')!;
      const links = [...list.querySelectorAll('a')].map((link) => link.getBoundingClientRect());
      return { bullets: getComputedStyle(list.querySelector('li')!).listStyleType, display: getComputedStyle(list).display, tops: links.map((link) => Math.round(link.top)), height: links[0]!.height };
    });
    expect(pager.bullets).toBe('none');
    expect(pager.display).toBe('flex');
    expect(pager.height, 'a 44 px target').toBeGreaterThanOrEqual(44);
    expect(pager.tops[1], 'the first two pages side by side').toBe(pager.tops[0]);
  });
});

describe('the team simulator at 1280 px', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it.each([
    ['kings', 'pt', KINGS, '/pt/brazil/team-simulator'],
    ['kings', 'en', KINGS, '/en/espana/team-simulator'],
    ['queens', 'es', QUEENS, '/es/espana/simulador-equipo'],
  ] as const)('shows the whole side, whole names on the pitch and whole choices in the lists (%s, %s)', async (_edition, _lang, base, path) => {
    expect((await page.goto(base + path))?.status()).toBe(200);
    await page.locator('.sim[data-enhanced]').waitFor();
    await page.locator('button[name="fill"][value="best"]').click();
    await expect.poll(() => page.locator('.sim-pitch .sim-place__name').count()).toBe(7);
    const facts = await page.evaluate(() => {
      const side = document.querySelector('.sim__side')!;
      const names = [...document.querySelectorAll('.sim-place__name')].filter((name) => name.scrollWidth > name.clientWidth + 1 || getComputedStyle(name).textOverflow === 'ellipsis');
      const measure = document.createElement('canvas').getContext('2d')!;
      const selects = [...document.querySelectorAll<HTMLSelectElement>('.sim-pool__filters select')].map((select) => {
        const style = getComputedStyle(select);
        measure.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = select.selectedOptions[0]?.textContent ?? '';
        // The text, its padding and the arrow (about 1.5em) must fit the box.
        return { text, fits: measure.measureText(text).width + parseFloat(style.paddingInlineStart) + 1.5 * parseFloat(style.fontSize) <= select.clientWidth };
      });
      return { inner: side.scrollHeight - side.clientHeight, overflow: getComputedStyle(side).overflowY, cut: names.map((name) => name.textContent), selects };
    });
    expect(facts.inner, 'nothing hides in a scrolling box').toBeLessThanOrEqual(1);
    expect(facts.overflow).toBe('visible');
    expect(facts.cut, 'names cut on the pitch').toEqual([]);
    expect(facts.selects.length).toBe(3);
    for (const select of facts.selects) expect(select.fits, `“${select.text}” cut`).toBe(true);
    for (const selector of ['.sim-ratings', '.sim-actions']) await expect.poll(() => page.locator(selector).first().isVisible()).toBe(true);
  });
});
