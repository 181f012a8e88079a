// A visitor on a 360 px phone reading news from a stock WordPress (replayed from its recorded
// answers): a story with an emoji in its address opens from the listing, and a story's table keeps
// its headers' words whole while a quotation's source keeps its own style.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type StartedServer } from '../../scripts/lib/server.mjs';
import { useBrowser, withPage } from '../support/browser';
import { startWordPressReplay, type WordPressReplay } from '../support/wordpress-replay';

const browser = useBrowser();
const SMALL_PHONE = { viewport: { width: 360, height: 780 } };
const LISTING = '/es/espana/noticias';

let cms: WordPressReplay;
let site: StartedServer;

beforeAll(async () => {
  cms = await startWordPressReplay();
  site = await startServer({ edition: 'kings', build: false, env: { NEWS_CMS_URL: cms.url } });
}, 120_000);

afterAll(async () => {
  await site?.stop();
  await cms?.close();
});

describe('a stock WordPress’s stories on a 360 px phone', () => {
  it('open from the listing when their address has an emoji', async () => {
    await withPage(browser(), SMALL_PHONE, async (page) => {
      await page.goto(site.url + LISTING);
      await page.locator('a[href$="/campeones-%F0%9F%8F%86-cometa-real-levanta-la-copa"]').first().click();
      await page.waitForURL((url) => url.pathname.includes('campeones-'));
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('¡Campeones! 🏆 Cometa Real levanta la copa');
    });
  });

  it('keep a table’s header words whole and a quotation’s source in its own style', async () => {
    await withPage(browser(), SMALL_PHONE, async (page) => {
      await page.goto(`${site.url}${LISTING}/las-cifras-de-la-jornada-8`);
      // Each header on one line: its text's boxes all share one top.
      const headers = await page.locator('.article__body th').evaluateAll((cells) =>
        cells.map((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          return { text: cell.textContent, lines: new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size };
        }),
      );
      expect(headers.map((header) => header.text)).toEqual(['Jugador', 'Goles', 'Asistencias', 'Paradas', 'Tarjetas']);
      expect(headers.filter((header) => header.lines !== 1)).toEqual([]);
      // The table scrolls inside the column, never the page.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

      const style = await page.locator('.article__body blockquote').evaluate((quote) => {
        const cite = quote.querySelector('cite');
        const of = (element: Element) => getComputedStyle(element);
        return cite && { display: of(cite).display, fontStyle: of(cite).fontStyle, smaller: parseFloat(of(cite).fontSize) < parseFloat(of(quote).fontSize), text: cite.textContent };
      });
      expect(style).toEqual({ display: 'block', fontStyle: 'normal', smaller: true, text: 'Iker Iglesias, capitán de Cometa Real' });
    });
  });
});
