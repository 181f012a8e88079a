import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { CMS_PAGES } from '../../../config/cms-pages';
import { LOCALE_CODES } from '../../../config/locales';
import { findRegion } from '../../../config/regions';
import { listDemoCircularPosts } from '../circulars';
import { inspectPdf, readPrintedText } from '../circulars/inspect-pdf';
import { registerDemoPageRoutes } from './routes';

const NOW = Date.UTC(2027, 2, 14, 18, 0, 0);
const app = new Hono();
registerDemoPageRoutes(app, { now: () => NOW });
const ORIGIN = 'http://demo.test';
const BASE = `${ORIGIN}/api/demo-cms`;
type Page = { id: number; slug: string; lang: string; link: string; title: { rendered: string }; content: { rendered: string } };

async function pages(path: string) {
  const response = await app.request(`${BASE}${path}`);
  return { response, body: (await response.json()) as Page[] };
}

describe('GET …/wp-json/wp/v2/pages', () => {
  it('finds a page by its slug and language', async () => {
    const { response, body } = await pages('/kings/espana/wp-json/wp/v2/pages?slug=reglamento&lang=es');
    expect(response.status).toBe(200);
    expect(body).toHaveLength(1);
    expect(body[0]?.lang).toBe('es');
    expect(body[0]?.title.rendered).toBe('Reglamento');
    expect(body[0]?.link).toBe(`${BASE}/kings/espana/reglamento/`);
    expect(body[0]?.content.rendered).toContain('<h2 id="dice">');
  });

  it('finds an Arabic page whether its slug arrives encoded as WordPress stores it or as letters', async () => {
    const stored = CMS_PAGES.regulation.slugs.ar;
    const asStored = await pages(`/queens/americas/wp-json/wp/v2/pages?slug=${encodeURIComponent(stored)}&lang=ar`);
    const asLetters = await pages(`/queens/americas/wp-json/wp/v2/pages?slug=${stored}&lang=ar`);
    expect(asStored.body.map((page) => page.slug)).toEqual([stored]);
    expect(asLetters.body.map((page) => page.id)).toEqual(asStored.body.map((page) => page.id));
  });

  it('answers an empty list for an unknown slug, or a page the region does not have', async () => {
    expect((await pages('/kings/espana/wp-json/wp/v2/pages?slug=no-such-page')).body).toEqual([]);
    expect((await pages('/kings/italia/wp-json/wp/v2/pages?slug=domande-frequenti&lang=it')).body).toEqual([]);
    expect((await pages('/kings/mena/wp-json/wp/v2/pages?slug=contact')).body).toEqual([]);
  });

  it('lists a region’s pages with WordPress’s paging headers', async () => {
    const first = await pages('/kings/espana/wp-json/wp/v2/pages?per_page=10');
    expect(first.response.headers.get('X-WP-Total')).toBe('28');
    expect(first.response.headers.get('X-WP-TotalPages')).toBe('3');
    expect(first.body).toHaveLength(10);
    const german = await pages('/kings/espana/wp-json/wp/v2/pages?lang=de');
    expect(german.body.map((page) => page.slug).sort()).toEqual(['haeufige-fragen', 'kontakt', 'medienakkreditierung', 'regelwerk']);
  });

  it('refuses what WordPress refuses, in WordPress’s words', async () => {
    const unknownRegion = await app.request(`${BASE}/queens/italia/wp-json/wp/v2/pages?slug=regolamento`);
    expect(unknownRegion.status).toBe(404);
    expect(await unknownRegion.json()).toMatchObject({ code: 'rest_no_route' });
    const badLanguage = await app.request(`${BASE}/kings/espana/wp-json/wp/v2/pages?lang=xx`);
    expect(badLanguage.status).toBe(400);
    expect(await badLanguage.json()).toMatchObject({ code: 'rest_invalid_param' });
    const pastTheEnd = await app.request(`${BASE}/kings/espana/wp-json/wp/v2/pages?page=9`);
    expect(pastTheEnd.status).toBe(400);
  });
});

describe('GET …/wp-content/uploads/circulars/{file}.pdf', () => {
  const italy = findRegion('kings', 'italia');
  const posts = italy ? listDemoCircularPosts('kings', italy, NOW) : [];

  it('serves every listed circular’s PDF at its address, with the size the list gives', async () => {
    expect(posts.length).toBeGreaterThanOrEqual(10);
    for (const post of posts) {
      const response = await app.request(`${ORIGIN}${post.acf.pdf.url}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('application/pdf');
      expect(response.headers.get('Content-Length')).toBe(String(post.acf.pdf.bytes));
      expect(response.headers.get('Cache-Control')).toMatch(/^public, max-age=\d+$/);
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(bytes.byteLength).toBe(post.acf.pdf.bytes);
      const { problems, content } = inspectPdf(bytes);
      expect(problems).toEqual([]);
      expect(readPrintedText(content)).toContain(post.acf.number);
    }
  });

  it('answers 404 for a file the region never issued', async () => {
    expect((await app.request(`${BASE}/kings/italia/wp-content/uploads/circulars/circolare-99-2027-it.pdf`)).status).toBe(404);
    expect((await app.request(`${BASE}/kings/france/wp-content/uploads/circulars/circular-01-2027-es.pdf`)).status).toBe(404);
    expect((await app.request(`${BASE}/kings/italia/wp-content/uploads/circulars/..%2Fsecret.pdf`)).status).toBe(404);
  });
});

describe('GET …/wp-content/uploads/book-of-rules/{file}.pdf', () => {
  it('serves the Book of Rules the regulation page links to, in every language', async () => {
    for (const lang of LOCALE_CODES) {
      const [page] = (await pages(`/kings/france/wp-json/wp/v2/pages?slug=${encodeURIComponent(CMS_PAGES.regulation.slugs[lang])}&lang=${lang}`)).body;
      const href = /href="([^"]+\.pdf)"/.exec(page?.content.rendered ?? '')?.[1];
      expect(href, lang).toBeDefined();
      const response = await app.request(`${ORIGIN}${href}`);
      expect(response.status, lang).toBe(200);
      const { problems, pageCount } = inspectPdf(new Uint8Array(await response.arrayBuffer()));
      expect(problems).toEqual([]);
      expect(pageCount).toBeGreaterThan(1);
    }
  });

  it('has no Book of Rules where the site shows no regulation', async () => {
    expect((await app.request(`${BASE}/kings/king-of-kings/wp-content/uploads/book-of-rules/book-of-rules-en.pdf`)).status).toBe(404);
    expect((await app.request(`${BASE}/kings/espana/wp-content/uploads/book-of-rules/book-of-rules-ar.pdf`)).status).toBe(404);
  });
});
