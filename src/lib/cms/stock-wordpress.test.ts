// The news and the circulars read from a stock WordPress 6 without plugins, replayed from its
// recorded REST answers (tests/fixtures/wordpress/): what its real shapes give the site.
import { describe, expect, it } from 'vitest';
import { findRegion, type Region } from '../../config/regions';
import { DEMO_LEAGUE_ORIGIN } from '../../config/upstream';
import { TWEET_AND_FORM, TWEET_AND_FORM_EXCERPT } from '../../../tests/support/pasted-embeds';
import { RECORDED_POSTS, wordPressFetcher } from '../../../tests/support/wordpress-recording';
import { createMemoryStore } from '../upstream/answer-store';
import { createAnswerCache } from '../upstream/cached-answer';
import type { Fetcher } from '../upstream/fetch-json';
import { createUpstreamClient } from '../upstream/json-client';
import { createCmsApi } from './api';
import { WpPostSchema } from './schemas';

const ESPANA = findRegion('kings', 'espana') as Region;
/** The CMS as the site reaches it: its own http:// addresses in the answers are upgraded to https. */
const CMS = 'http://cms.kingsleague.test';

function stockWordPress(answer: Fetcher = wordPressFetcher) {
  const urls: string[] = [];
  const failures: string[] = [];
  const client = createUpstreamClient({
    baseUrl: DEMO_LEAGUE_ORIGIN,
    fetcher: (request) => {
      urls.push(decodeURIComponent(request.url));
      return answer(request);
    },
    cache: createAnswerCache({ store: createMemoryStore() }),
    onFailure: (_url, failure) => failures.push(`${failure.reason} ${failure.status ?? ''}`.trim()),
  });
  const api = createCmsApi({ client, baseFor: (region) => `${CMS}/kings/${region.slug}` });
  return { api, urls, failures };
}

const recorded = (slugPart: string) => {
  const post = RECORDED_POSTS.find((candidate) => candidate.slug.includes(slugPart));
  if (!post) throw new Error(`No recorded post ${slugPart}`);
  return post;
};

describe('a stock WordPress’s news', () => {
  it('lists every public story with its slug as WordPress keeps it, and no protected one', async () => {
    const { api } = stockWordPress();
    const { posts, total, totalPages } = await api.getNewsPage(ESPANA, { perPage: 50 });
    const protectedPost = recorded('exclusiva-para-socios');
    expect(protectedPost.content.protected).toBe(true);
    expect(posts.map((post) => post.id)).not.toContain(protectedPost.id);
    // WordPress counts the protected story; the site shows every other one.
    expect(total).toBe(posts.length + 1);
    expect(totalPages).toBe(1);
    expect(posts.map((post) => post.slug)).toEqual(
      expect.arrayContaining([
        'campeones-%f0%9f%8f%86-cometa-real-levanta-la-copa',
        '%e2%98%85-la-estrella-de-la-jornada-iker-iglesias',
        'jornada-8-%e2%86%92-jornada-9-lo-que-viene',
        '%e2%9d%a4%ef%b8%8f-gracias-aficion',
      ]),
    );
  });

  it('takes a page past the last for an answer: an empty page, nothing failing', async () => {
    const { api, failures } = stockWordPress();
    expect(await api.getNewsPage(ESPANA, { page: 99, perPage: 12 })).toEqual({ posts: [], page: 99, totalPages: 0 });
    expect(failures).toEqual([]);
  });

  it('still takes any other 400 for a CMS failing', async () => {
    const invalid = () => new Response(JSON.stringify({ code: 'rest_invalid_param', data: { status: 400 } }), { status: 400 });
    const { api, failures } = stockWordPress(invalid);
    expect(await api.getNewsPage(ESPANA, { page: 2 })).toEqual({ posts: [], page: 2, unreachable: true });
    expect(failures).toEqual(['http 400']);
  });

  it.each([
    ['decoded', 'campeones-🏆-cometa-real-levanta-la-copa'],
    ['in lower-case escapes', 'campeones-%f0%9f%8f%86-cometa-real-levanta-la-copa'],
    ['in upper-case escapes', 'campeones-%F0%9F%8F%86-cometa-real-levanta-la-copa'],
  ])('finds a story whose slug has an emoji, asked %s', async (_form, slug) => {
    const { api, urls } = stockWordPress();
    const found = await api.findPost(ESPANA, slug);
    expect(found).toMatchObject({ kind: 'found', post: { id: recorded('campeones').id, title: '¡Campeones! 🏆 Cometa Real levanta la copa' } });
    expect(urls).toEqual([expect.stringMatching(/[?&]slug=campeones-%f0%9f%8f%86-cometa-real-levanta-la-copa(?:&|$)/)]);
  });

  it.each(['★-la-estrella-de-la-jornada-iker-iglesias', 'jornada-8-→-jornada-9-lo-que-viene', '❤️-gracias-aficion'])('finds %s', async (slug) => {
    const { api } = stockWordPress();
    expect(await api.findPost(ESPANA, slug)).toMatchObject({ kind: 'found' });
  });

  it('lists the 20 newest readable stories for a feed when a protected one is among the 20 newest', async () => {
    const { api } = stockWordPress();
    const newest = RECORDED_POSTS.filter((post) => post.categories.includes(ESPANA.cmsCategories.general)).slice(0, 20);
    expect(newest.filter((post) => post.content.protected)).toHaveLength(1);
    const { posts } = await api.listRecentPosts(ESPANA, undefined, 20);
    expect(posts.map((post) => post.id)).toEqual(
      RECORDED_POSTS.filter((post) => post.categories.includes(ESPANA.cmsCategories.general) && !post.content.protected)
        .slice(0, 20)
        .map((post) => post.id),
    );
  });

  it('answers a protected story’s address as a story it does not have', async () => {
    const { api } = stockWordPress();
    expect(await api.findPost(ESPANA, recorded('exclusiva-para-socios').slug)).toEqual({ kind: 'missing' });
  });

  it('shows a standfirst only where the excerpt is not the body’s opening', async () => {
    const { api } = stockWordPress();
    const { posts } = await api.getNewsPage(ESPANA, { perPage: 50 });
    const bySlug = (slug: string) => posts.find((post) => post.slug === slug);
    const generated = bySlug('campeones-%f0%9f%8f%86-cometa-real-levanta-la-copa');
    expect(generated?.excerpt).toMatch(/^Cometa Real ganó la final/);
    expect(generated?.standfirst).toBeUndefined();
    // WordPress leaves the buttons block out of the excerpt it generates.
    const button = bySlug('entradas-a-la-venta-para-la-final-four');
    expect(button?.excerpt).toMatch(/^Las entradas para la Final Four/);
    expect(button?.standfirst).toBeUndefined();
    const written = bySlug('el-draft-de-la-nueva-temporada-ya-tiene-fecha');
    expect(written?.standfirst).toBe('Los doce presidentes elegirán a sus jugadores el 14 de diciembre, en directo.');
    expect(posts.filter((post) => post.standfirst).map((post) => post.slug)).toEqual(['el-draft-de-la-nueva-temporada-ya-tiene-fecha']);
  });

  it.each([
    ['a heading', 'ambiente-de-final-en-el-pabellon', 'Más de cuatro mil aficionados llenaron el pabellón desde primera hora. Un ambiente único Los presidentes'],
    ['a list', 'asi-queda-la-clasificacion-tras-la-jornada-9', 'Tres equipos se separan en la parte alta. La jornada 10'],
    ['a picture', 'recibimiento-en-el-aeropuerto', 'La afición esperó al equipo de madrugada. Cientos de aficionados'],
    ['a heading, after curly quotes', 'el-presidente-tras-la-remontada', 'El presidente lo dijo claro: “vamos a por el título”. Una remontada de récord El equipo'],
    ['a heading, a list and a picture', 'lo-que-hay-que-saber-del-draft', 'Todo listo para el draft. Horarios & sedes Cada presidente'],
  ])('takes the excerpt WordPress generates for a short paragraph then %s for the body’s opening', async (_shape, slug, opening) => {
    // The recorded excerpt is WordPress's own: the blocks run together, cut with " [&hellip;]".
    expect(WpPostSchema.parse(recorded(slug)).excerpt.rendered).toMatch(/ \[&hellip;\]<\/p>\n$/);
    const found = await stockWordPress().api.findPost(ESPANA, slug);
    expect(found).toMatchObject({ kind: 'found', post: { excerpt: expect.stringMatching(new RegExp(`^${opening}.*…$`)) } });
    expect(found.kind === 'found' && found.post.standfirst).toBeUndefined();
  });

  it('shows no standfirst made of a body’s opening whose button the sanitiser removed', async () => {
    // A classic-editor post: WordPress strips the tags for the excerpt and keeps the button's label.
    const post = recorded('entradas-a-la-venta-para-la-final-four');
    const classic = {
      ...post,
      content: { rendered: '<p><button type="button">Compra tu entrada</button></p>\n<p>Las entradas para la Final Four salen a la venta el lunes.</p>', protected: false },
      excerpt: { rendered: '<p>Compra tu entrada Las entradas para la Final Four salen a la venta el lunes.</p>', protected: false },
    };
    const { api } = stockWordPress(() => new Response(JSON.stringify([classic])));
    const found = await api.findPost(ESPANA, post.slug);
    expect(found.kind === 'found' && found.post.html).not.toContain('Compra');
    expect(found).toMatchObject({ kind: 'found', post: { excerpt: expect.stringMatching(/^Compra tu entrada/) } });
    expect(found.kind === 'found' && found.post.standfirst).toBeUndefined();
  });

  it('shows no standfirst for a post with a pasted tweet and a voting form whose excerpt WordPress generated, and an edited one', async () => {
    const post = recorded('entrevista-con-el-presidente-en-la-radio');
    const read = async (excerpt: string) => {
      const pasted = { ...post, content: { rendered: TWEET_AND_FORM, protected: false }, excerpt: { rendered: excerpt, protected: false } };
      const found = await stockWordPress(() => new Response(JSON.stringify([pasted]))).api.findPost(ESPANA, post.slug);
      return found.kind === 'found' ? found.post : undefined;
    };
    const generated = await read(TWEET_AND_FORM_EXCERPT);
    // The opening paragraph is the body's, so it is not shown again above it.
    expect(generated?.html).toContain('<p>Iker Iglesias fue elegido mejor jugador de la jornada por la afición.</p>');
    expect(generated?.excerpt).toMatch(/^Iker Iglesias fue elegido mejor jugador/);
    expect(generated?.standfirst).toBeUndefined();
    const edited = await read('<p>Iker Iglesias fue elegido mejor jugador de la jornada: vota tú también.</p>\n');
    expect(edited?.standfirst).toBe('Iker Iglesias fue elegido mejor jugador de la jornada: vota tú también.');
  });

  it('offers the featured picture at its own proportions only, over https on the CMS’s host', async () => {
    const { api } = stockWordPress();
    const found = await api.findPost(ESPANA, 'campeones-🏆-cometa-real-levanta-la-copa');
    const image = found.kind === 'found' ? found.post.image : undefined;
    expect(image).toMatchObject({ url: `${CMS.replace('http:', 'https:')}/wp-content/uploads/2026/11/campeones.jpg`, width: 1600, height: 900 });
    // The recorded media offer the 150×150 hard crop beside the 16:9 sizes.
    expect(image?.sizes?.map((size) => `${size.width}x${size.height}`)).toEqual(['300x169', '768x432', '1024x576', '1536x864', '1600x900']);
    expect(image?.sizes?.every((size) => size.url.startsWith('https://cms.kingsleague.test/'))).toBe(true);
  });

  it('upgrades the CMS’s own pictures in a body and keeps a story whose picture was deleted or is private', async () => {
    const { api } = stockWordPress();
    const gallery = await api.findPost(ESPANA, 'galeria-la-grada-en-la-jornada-8');
    expect(gallery.kind === 'found' && gallery.post.html).toMatch(/<img src="https:\/\/cms\.kingsleague\.test\/wp-content\/uploads\/[^"]+\.jpg"/);
    for (const slug of ['la-foto-que-ya-no-esta', 'la-imagen-que-no-es-publica']) {
      const found = await api.findPost(ESPANA, slug);
      expect(found).toMatchObject({ kind: 'found' });
      expect(found.kind === 'found' && found.post.image).toBeUndefined();
    }
  });

  it('fills the "elsewhere" shelf from ordinary and link-format posts, any https site let through', async () => {
    const { api } = stockWordPress();
    const { posts } = await api.getNewsPage(ESPANA, { category: 'external', perPage: 6 });
    expect(posts.map((post) => [post.title, post.externalUrl, post.externalUrlRefused])).toEqual([
      // Standard format, no ACF: the body's first link to a site other than the CMS.
      ['La crónica de la final en la web de la liga', 'https://kingsleague.pro/es/noticias/cronica-de-la-final', undefined],
      // The source written out in the excerpt an editor wrote.
      ['El gol de la temporada, en X', 'https://x.com/KingsLeague/status/1862001234567890123', undefined],
      // No other site at all: the shelf opens the story here.
      ['Entrevista con el presidente en la radio', undefined, undefined],
      ['Resumen en vídeo de la final', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', undefined],
      ['Las mejores jugadas en Instagram', 'https://www.instagram.com/kingsleague/', undefined],
      // A site the league has no account on: the newsroom's choice, linked.
      ['Un medio que el sitio no enlaza', 'https://www.example.org/cronica', undefined],
    ]);
  });

  it.each([
    ['https://www.marca.com/futbol/kings-league/2026/11/20/cronica.html', 'https://www.marca.com/futbol/kings-league/2026/11/20/cronica.html'],
    ['https://as.com/futbol/kings-league/la-final-a.html', 'https://as.com/futbol/kings-league/la-final-a.html'],
    ['https://www.relevo.com/futbol/kings-league/final-20261120.html', 'https://www.relevo.com/futbol/kings-league/final-20261120.html'],
  ])('links a press story filed "elsewhere" at %s', async (href, expected) => {
    const link = recorded('un-medio-que-el-sitio-no-enlaza');
    const press = { ...link, content: { rendered: `<p><a href="${href}">La crónica en la prensa</a></p>\n`, protected: false } };
    const { posts } = await stockWordPress(() => new Response(JSON.stringify([press]))).api.getNewsPage(ESPANA, { category: 'external' });
    expect(posts.map((post) => [post.externalUrl, post.externalUrlRefused])).toEqual([[expected, undefined]]);
  });

  it.each([
    'http://www.marca.com/cronica.html',
    'https://redaccion:clave@www.marca.com/cronica.html',
    'https://192.168.1.20/cronica.html',
    'https://intranet/cronica.html',
  ])('refuses the source %s and keeps the story, to open here', async (href) => {
    const link = recorded('un-medio-que-el-sitio-no-enlaza');
    const press = { ...link, content: { rendered: `<p><a href="${href}">La crónica en la prensa</a></p>\n`, protected: false } };
    const { posts } = await stockWordPress(() => new Response(JSON.stringify([press]))).api.getNewsPage(ESPANA, { category: 'external' });
    expect(posts.map((post) => [post.slug, post.externalUrl, post.externalUrlRefused])).toEqual([[link.slug, undefined, true]]);
  });

  it('prefers ACF’s external address where the CMS has one', async () => {
    const link = recorded('resumen-en-video');
    const withAcf = { ...link, acf: { external_url: 'https://kingsleague.pro/es/videos/final' } };
    const { api } = stockWordPress(() => new Response(JSON.stringify([withAcf])));
    const { posts } = await api.getNewsPage(ESPANA, { category: 'external' });
    expect(posts[0]?.externalUrl).toBe('https://kingsleague.pro/es/videos/final');
  });
});

describe('a stock WordPress’s circulars', () => {
  it('numbers them from their titles and finds their PDFs attached or in a file block', async () => {
    const { api, urls } = stockWordPress();
    const list = await api.getCirculars(ESPANA, 'kings', 'es');
    expect(list.circulars.map(({ number, document }) => [number, document?.url])).toEqual([
      ['07/2026', 'https://cms.kingsleague.test/wp-content/uploads/2026/11/circular-07-2026.pdf'],
      ['08/2026', 'https://cms.kingsleague.test/wp-content/uploads/2026/11/circular-08-2026.pdf'],
    ]);
    expect(list.circulars[0]?.document).toMatchObject({ title: 'Circular 07/2026', bytes: 591 });
    // Only the circular without a file block is looked up, in one call.
    const attached = recorded('circular-07-2026').id;
    expect(urls.filter((url) => url.includes('/media?'))).toEqual([expect.stringContaining(`parent=${attached}&per_page=100`)]);
  });

  it.each([
    ['an id (ACF’s REST default)', (pdf: number) => pdf, 1],
    ['the file (acf_format=standard)', (pdf: number) => ({ url: `${CMS}/wp-content/uploads/2026/11/circular-08-2026.pdf`, filesize: 612, title: `Circular ${pdf}` }), 0],
    ['an address', () => `${CMS}/wp-content/uploads/2026/11/circular-08-2026.pdf`, 0],
  ])('reads ACF’s number and PDF given as %s', async (_form, pdfField, mediaCalls) => {
    const circular = recorded('circular-n-o-08-2026');
    const pdfId = 33;
    const withAcf = { ...circular, content: { rendered: '<p>Sin bloque de archivo.</p>', protected: false }, acf: { number: '8/26', pdf: pdfField(pdfId) } };
    const media = { id: pdfId, post: null, source_url: `${CMS}/wp-content/uploads/2026/11/circular-08-2026.pdf`, mime_type: 'application/pdf', title: { rendered: 'Circular 08/2026' }, media_details: { filesize: 612 } };
    const { api, urls } = stockWordPress((request) => new Response(JSON.stringify(request.url.includes('/media?') ? [media] : [withAcf])));
    const [read] = (await api.getCirculars(ESPANA, 'kings', 'es')).circulars;
    expect(read).toMatchObject({ number: '8/26', document: { url: 'https://cms.kingsleague.test/wp-content/uploads/2026/11/circular-08-2026.pdf' } });
    expect(urls.filter((url) => url.includes(`/media?include=${pdfId}&`))).toHaveLength(mediaCalls);
  });
});
