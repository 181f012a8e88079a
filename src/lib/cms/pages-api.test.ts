import { describe, expect, it } from 'vitest';
import { findRegion, type Region } from '../../config/regions';
import type { Fetcher } from '../upstream/fetch-json';
import { createRecordingClient } from '../upstream/testing/recording-client';
import { createCmsPageCalls } from './pages-api';

const ESPANA = findRegion('kings', 'espana') as Region;
const BRAZIL = findRegion('kings', 'brazil') as Region;
const BASE = 'https://cms.test/kings/espana';

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

const PAGE = {
  id: 7,
  slug: 'faqs',
  date: '2025-10-01T11:00:00',
  date_gmt: '2025-10-01T09:00:00',
  modified_gmt: '2026-11-02T10:30:00',
  title: { rendered: 'FAQs &amp; more' },
  excerpt: { rendered: '<p>Answers.</p>' },
  content: {
    rendered:
      '<p>Intro</p><h3 id="tickets">Tickets?</h3><p>Yes <a href="javascript:alert(1)">x</a></p>' +
      '<h3 id="main">Clash</h3><h3 id="Bad Id">Bad</h3><h3 id="tickets">Again</h3><div><p>open',
  },
};

function calls(answer: Fetcher) {
  const { client, urls } = createRecordingClient(answer);
  return { api: createCmsPageCalls({ client, baseFor: () => BASE }), urls };
}

describe('getCmsPage', () => {
  it('asks for the page’s slug in the language and gives it sanitised, anchored and closed', async () => {
    const { api, urls } = calls(() => json([PAGE]));
    const found = await api.getCmsPage(ESPANA, 'faqs', 'en');
    expect(urls).toEqual([`${BASE}/wp-json/wp/v2/pages?lang=en&slug=faqs`]);
    expect(found.kind).toBe('found');
    if (found.kind !== 'found') return;
    expect(found.page).toMatchObject({ id: 7, title: 'FAQs & more', excerpt: 'Answers.', updated: '2026-11-02T10:30:00.000Z' });
    expect(found.page.html).toBe(
      '<p>Intro</p><h3 id="tickets">Tickets?</h3><p>Yes <a>x</a></p><h3>Clash</h3><h3>Bad</h3><h3>Again</h3><div><p>open</p></div>',
    );
  });

  it('sends an Arabic slug in WordPress’s stored form', async () => {
    const { api, urls } = calls(() => json([]));
    await api.getCmsPage(ESPANA, 'faqs', 'ar');
    expect(new URL(urls[0] ?? '').searchParams.get('slug')).toBe(encodeURIComponent('الأسئلة-الشائعة').toLowerCase());
  });

  it.each([
    ['a page the CMS does not have', () => json([]), 'missing'],
    ['a page with another slug', () => json([{ ...PAGE, slug: 'other' }]), 'missing'],
    ['a page without content', () => json([{ ...PAGE, content: { rendered: '<script>x</script>' } }]), 'missing'],
    ['a 404', () => json({ code: 'rest_no_route' }, 404), 'missing'],
    ['a 503', () => json({ code: 'down' }, 503), 'unreachable'],
    ['broken JSON', () => new Response('{"id": 1,', { status: 200 }), 'unreachable'],
    ['an object instead of a list', () => json({ unexpected: true }), 'unreachable'],
    ['a CMS that hangs', () => new Promise<Response>(() => {}), 'unreachable'],
  ] as const)('tells %s apart', async (_name, answer, kind) => {
    const { api } = calls(answer);
    expect((await api.getCmsPage(ESPANA, 'regulation', 'es')).kind).toBe(kind);
  });
});

const CIRCULAR = (id: number, date: string, pdf: unknown = { url: `/api/demo-cms/kings/espana/wp-content/uploads/circulars/c-${id}.pdf`, bytes: 3540, title: `Circular ${id}` }) => ({
  id,
  slug: `circular-${id}`,
  date,
  date_gmt: date,
  title: { rendered: `Ruling &#8220;${id}&#8221;` },
  excerpt: { rendered: '' },
  content: { rendered: `<p>Body of ${id}.</p>` },
  acf: { number: `${id}/2026`, pdf },
});

describe('getCirculars', () => {
  it('reads the region’s circulars category in the language, newest first, with safe PDF links', async () => {
    const { api, urls } = calls(() =>
      json(
        [
          CIRCULAR(33, '2026-10-24T16:54:00'),
          CIRCULAR(38, '2026-11-24T14:09:00'),
          CIRCULAR(35, '2026-11-07T16:30:00', { url: 'javascript:alert(1)//.pdf', bytes: 1, title: 'x' }),
          CIRCULAR(36, '2026-11-13T14:10:00', { url: 'https://evil.example/c.pdf', bytes: 1, title: 'x' }),
          { id: 40, title: { rendered: 'No fields' } },
        ],
        200,
        { 'X-WP-TotalPages': '1' },
      ),
    );
    const list = await api.getCirculars(ESPANA, 'kings', 'es');
    expect(urls).toEqual([`${BASE}/wp-json/wp/v2/posts?categories=23&lang=es&page=1&per_page=20`]);
    expect(list.totalPages).toBe(1);
    expect(list.circulars.map((circular) => circular.number)).toEqual(['38/2026', '36/2026', '35/2026', '33/2026']);
    expect(list.circulars[0]).toMatchObject({
      title: 'Ruling “38”',
      summary: 'Body of 38.',
      date: '2026-11-24T14:09:00.000Z',
      document: { url: '/api/demo-cms/kings/espana/wp-content/uploads/circulars/c-38.pdf', bytes: 3540, title: 'Circular 38' },
    });
    expect(list.circulars[1]?.document).toBeUndefined();
    expect(list.circulars[2]?.document).toBeUndefined();
  });

  it('asks nothing for a region that publishes no circulars', async () => {
    const { api, urls } = calls(() => json([]));
    expect(await api.getCirculars(BRAZIL, 'kings', 'es')).toEqual({ circulars: [], page: 1 });
    expect(urls).toEqual([]);
  });

  it('says when the CMS could not be read, and reads a page past the end as empty', async () => {
    expect((await calls(() => json({}, 503)).api.getCirculars(ESPANA, 'kings', 'it')).unreachable).toBe(true);
    const past = await calls(() => json({ code: 'rest_post_invalid_page_number' }, 400)).api.getCirculars(ESPANA, 'kings', 'it', 9);
    expect(past).toEqual({ circulars: [], page: 9, totalPages: 0 });
  });
});
