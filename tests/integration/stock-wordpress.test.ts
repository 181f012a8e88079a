// The built Worker pointed (NEWS_CMS_URL) at a stock WordPress 6 without plugins, replayed from its
// recorded REST answers, with error reporting on: every public story listed, linked in one form and
// served (emoji and symbol slugs included), protected ones hidden and the feed filled past them, no
// standfirst repeating the body however it is split into blocks, pictures at their own
// proportions, circulars with their PDFs and the "elsewhere" shelf without ACF, and a page past the
// last answered as a 404 with the CMS still healthy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type StartedServer } from '../../scripts/lib/server.mjs';
import { escapeHtml, fetchPage } from '../support/league-data';
import { cardsOf, mainOf } from '../support/news-data';
import { startIngestDouble, type IngestDouble } from '../support/ingest-double';
import { RECORDED_POSTS } from '../support/wordpress-recording';
import { startWordPressReplay, type WordPressReplay } from '../support/wordpress-replay';
import { parseRss, parseXml, type XmlNode } from '../support/xml';

const LISTING = '/es/espana/noticias';
/** The one form a story's address takes in links: the slug decoded, then escaped as a path segment. */
const linkOf = (slug: string) => `${LISTING}/${encodeURIComponent(decodeURIComponent(slug))}`;
const GENERAL = 16;
const PUBLIC = RECORDED_POSTS.filter((post) => post.categories.includes(GENERAL) && !post.content.protected);
const LOCKED = RECORDED_POSTS.find((post) => post.content.protected);
const EMOJI = RECORDED_POSTS.find((post) => post.slug.startsWith('campeones-%f0%9f%8f%86'));

let cms: WordPressReplay;
let ingest: IngestDouble;
let site: StartedServer;

beforeAll(async () => {
  [cms, ingest] = await Promise.all([startWordPressReplay(), startIngestDouble()]);
  site = await startServer({
    edition: 'kings',
    build: false,
    env: { NEWS_CMS_URL: cms.url, SENTRY_DSN: ingest.dsn, ENVIRONMENT: 'development', REQUEST_LOGS: 'off' },
  });
}, 120_000);

afterAll(async () => {
  await site?.stop();
  await Promise.all([cms?.close(), ingest?.close()]);
});

async function readListing(page = 1): Promise<string[]> {
  const { status, html } = await fetchPage(`${site.url}${LISTING}${page > 1 ? `?page=${page}` : ''}`);
  expect(status).toBe(200);
  return cardsOf(html).map((card) => card.href);
}

describe('the listing, the feed and the sitemap', () => {
  it('link every public story once, in one form, and no protected one', async () => {
    expect(PUBLIC.length).toBeGreaterThan(12);
    const links = [...(await readListing(1)), ...(await readListing(2))];
    expect(links.sort()).toEqual(PUBLIC.map((post) => linkOf(post.slug)).sort());
    expect(links).toContain('/es/espana/noticias/campeones-%F0%9F%8F%86-cometa-real-levanta-la-copa');
    expect(links).toContain('/es/espana/noticias/%E2%98%85-la-estrella-de-la-jornada-iker-iglesias');
  });

  it('feed the 20 newest public stories, filling the place of a protected one among the 20 newest', async () => {
    expect(RECORDED_POSTS.filter((post) => post.categories.includes(GENERAL)).slice(0, 20)).toContain(LOCKED);
    expect(PUBLIC.length).toBeGreaterThan(20);
    const response = await fetch(`${site.url}${LISTING}/feed.xml`);
    expect(response.status).toBe(200);
    const links = parseRss(await response.text()).items.map((item) => new URL(item.link).pathname);
    expect(links).toEqual(PUBLIC.slice(0, 20).map((post) => linkOf(post.slug)));
  });

  it('list the same stories in the sitemap', async () => {
    // The sitemap index names one file of stories per region.
    const index = parseXml(await (await fetch(`${site.url}/sitemap.xml`)).text()).sitemapindex as XmlNode;
    const files = (index.sitemap as XmlNode[]).map((file) => new URL(String(file.loc)).pathname);
    const storiesFile = `/sitemaps/${LISTING.split('/')[2]}/stories.xml`;
    expect(files).toContain(storiesFile);
    const urlset = parseXml(await (await fetch(`${site.url}${storiesFile}`)).text()).urlset as XmlNode;
    const stories = (urlset.url as XmlNode[]).map((url) => new URL(String(url.loc)).pathname).filter((path) => path.startsWith(`${LISTING}/`));
    expect(stories.sort()).toEqual(PUBLIC.map((post) => linkOf(post.slug)).sort());
  });
});

describe('a story', () => {
  it.each(PUBLIC.map((post) => [decodeURIComponent(post.slug), post.slug] as const))('%s answers 200 at its link', async (_title, slug) => {
    const { status, html } = await fetchPage(site.url + linkOf(slug));
    expect(status).toBe(200);
    expect(html).toContain('<h1 class="article__title">');
  });

  it('answers at the CMS’s own spelling of an emoji slug, in either escape case', async () => {
    const slug = EMOJI?.slug ?? '';
    for (const path of [`${LISTING}/${slug}`, `${LISTING}/${slug.replace(/%[0-9a-f]{2}/g, (escape) => escape.toUpperCase())}`]) {
      const { status, html } = await fetchPage(site.url + path);
      expect(status, path).toBe(200);
      expect(html).toContain(`<h1 class="article__title">${escapeHtml('¡Campeones! 🏆 Cometa Real levanta la copa')}</h1>`);
    }
  });

  it('behind a password answers 404, not an empty story', async () => {
    const { status, html } = await fetchPage(site.url + linkOf(LOCKED?.slug ?? 'missing'));
    expect(status).toBe(404);
    expect(html).not.toContain('article__body');
  });

  it('shows no standfirst that repeats its opening, and a hand-written one', async () => {
    const generated = await fetchPage(site.url + linkOf(EMOJI?.slug ?? ''));
    expect(mainOf(generated.html)).not.toContain('article__standfirst');
    const written = await fetchPage(`${site.url}${LISTING}/el-draft-de-la-nueva-temporada-ya-tiene-fecha`);
    expect(mainOf(written.html)).toContain('<p class="article__standfirst">Los doce presidentes elegirán a sus jugadores el 14 de diciembre, en directo.</p>');
  });

  it.each([
    ['a heading', 'ambiente-de-final-en-el-pabellon'],
    ['a list', 'asi-queda-la-clasificacion-tras-la-jornada-9'],
    ['a picture', 'recibimiento-en-el-aeropuerto'],
    ['a heading, after curly quotes', 'el-presidente-tras-la-remontada'],
    ['a heading, a list and a picture', 'lo-que-hay-que-saber-del-draft'],
  ])('opening with a short paragraph then %s shows no standfirst made of its opening', async (_shape, slug) => {
    const { status, html } = await fetchPage(`${site.url}${LISTING}/${slug}`);
    expect(status).toBe(200);
    expect(mainOf(html)).toContain('class="article__body"');
    expect(mainOf(html)).not.toContain('article__standfirst');
  });

  it('offers its picture over https at the picture’s proportions, without the square thumbnail', async () => {
    const { html } = await fetchPage(site.url + linkOf(EMOJI?.slug ?? ''));
    const srcset = /srcSet="([^"]+)"|srcset="([^"]+)"/.exec(html);
    const candidates = (srcset?.[1] ?? srcset?.[2] ?? '').split(', ');
    expect(candidates.map((candidate) => candidate.split(' ')[1])).toEqual(['300w', '768w', '1024w', '1536w', '1600w']);
    expect(candidates.every((candidate) => candidate.startsWith('https://127.0.0.1:'))).toBe(true);
  });

  it('keeps a table and a quotation’s source', async () => {
    const { html } = await fetchPage(`${site.url}${LISTING}/las-cifras-de-la-jornada-8`);
    expect(html).toContain('<th>Goles</th>');
    expect(html).toContain('<cite>Iker Iglesias, capitán de Cometa Real</cite>');
  });
});

describe('the league’s stock WordPress pages', () => {
  it('fill the "elsewhere" shelf from ordinary posts and link-format posts', async () => {
    const { html } = await fetchPage(site.url + LISTING);
    const shelf = /<section class="news-shelf"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    const links = [...shelf.matchAll(/<a href="([^"]+)"([^>]*)>([^<]+)/g)].map(([, href, attributes, title]) => [title, href, attributes?.includes('target="_blank"')]);
    expect(links).toEqual([
      ['La crónica de la final en la web de la liga', 'https://kingsleague.pro/es/noticias/cronica-de-la-final', true],
      ['El gol de la temporada, en X', 'https://x.com/KingsLeague/status/1862001234567890123', true],
      // No link to another site: the story here.
      ['Entrevista con el presidente en la radio', `${LISTING}/entrevista-con-el-presidente-en-la-radio`, false],
      ['Resumen en vídeo de la final', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', true],
    ]);
    const own = await fetchPage(`${site.url}${LISTING}/entrevista-con-el-presidente-en-la-radio`);
    expect(own.status).toBe(200);
  });

  it('list the circulars with their numbers and PDFs', async () => {
    const { status, html } = await fetchPage(`${site.url}/es/espana/circulares`);
    expect(status).toBe(200);
    const main = mainOf(html);
    for (const number of ['07/2026', '08/2026']) expect(main).toContain(number);
    expect([...main.matchAll(/class="circular__document" href="([^"]+)"/g)].map((found) => new URL(found[1] ?? '').pathname)).toEqual([
      '/wp-content/uploads/2026/11/circular-07-2026.pdf',
      '/wp-content/uploads/2026/11/circular-08-2026.pdf',
    ]);
  });
});

describe('a page past the last', () => {
  it('is a 404 that leaves the CMS healthy and reports nothing', async () => {
    const { status } = await fetchPage(`${site.url}${LISTING}?page=99`);
    expect(status).toBe(404);
    expect(cms.calls().some((call) => call.includes('page=99'))).toBe(true);
    const health = (await (await fetch(`${site.url}/api/health`)).json()) as { status: string; upstreams: { cms: { state: string; lastFailure: string | null } } };
    expect(health.upstreams.cms).toMatchObject({ state: 'ok', lastFailure: null });
    expect(health.status).toBe('ok');
    // Reports leave in the background: a moment for one to arrive if one was sent.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(ingest.items().filter((item) => JSON.stringify(item.payload).includes('Upstream cms'))).toEqual([]);
  });
});
