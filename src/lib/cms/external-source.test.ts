// Where a story on the "elsewhere" shelf opens, from a post as a stock WordPress sends it.
import { describe, expect, it } from 'vitest';
import { toExternalSource } from './external-source';
import { WpPostSchema } from './schemas';

const CMS_HOST = 'cms.kingsleague.test';

function wpPost(fields: { content?: string; excerpt?: string; acf?: Record<string, unknown> }) {
  return WpPostSchema.parse({
    id: 1,
    date: '2026-11-20T10:00:00',
    slug: 'story',
    title: { rendered: 'Story' },
    content: { rendered: fields.content ?? '', protected: false },
    excerpt: { rendered: fields.excerpt ?? '', protected: false },
    categories: [8],
    ...(fields.acf && { acf: fields.acf }),
  });
}

describe('a story’s source elsewhere', () => {
  it('is the first link to another site in the body, past links to the CMS’s own', () => {
    const post = wpPost({
      content: `<p>Más crónicas en <a href="http://${CMS_HOST}/noticias/">nuestra sección</a> y <a href="/archivo/">el archivo</a>.</p>\n<p>Publicado originalmente en <a href="https://kingsleague.pro/es/noticias/cronica?a=1&amp;b=2">kingsleague.pro</a>. Y en <a href="https://www.youtube.com/@kingsleague">YouTube</a>.</p>`,
    });
    expect(toExternalSource(post, CMS_HOST)).toEqual({ externalUrl: 'https://kingsleague.pro/es/noticias/cronica?a=1&b=2' });
  });

  it('is an address written as text in the excerpt, without the sentence’s full stop', () => {
    const post = wpPost({
      content: '<p>El gol de la temporada, desde la grada.</p>',
      excerpt: '<p>Publicado originalmente en https://x.com/KingsLeague/status/1862001234567890123.</p>\n',
    });
    expect(toExternalSource(post, CMS_HOST)).toEqual({ externalUrl: 'https://x.com/KingsLeague/status/1862001234567890123' });
  });

  it('is not a picture’s address', () => {
    const post = wpPost({ content: '<figure><img src="https://www.instagram.com/p/abc/media" alt="" /></figure><p>Sin enlaces.</p>' });
    expect(toExternalSource(post, CMS_HOST)).toEqual({});
  });

  it('is none for a post that links to no other site: the shelf opens its own story', () => {
    const post = wpPost({ content: `<p>Entrevista en <a href="https://${CMS_HOST}/radio/">la radio</a>.</p>`, excerpt: '<p>Entrevista en la radio.</p>' });
    expect(toExternalSource(post, CMS_HOST)).toEqual({});
  });

  it('is any https site, a newspaper’s included', () => {
    const post = wpPost({ content: '<p>Crónica en <a href="https://www.marca.com/futbol/kings-league/cronica.html">Marca</a>.</p>' });
    expect(toExternalSource(post, CMS_HOST)).toEqual({ externalUrl: 'https://www.marca.com/futbol/kings-league/cronica.html' });
  });

  it('is refused where the external-link guard refuses the first other site, not looked for further', () => {
    const post = wpPost({ content: '<p><a href="http://www.marca.com/cronica">Un medio</a> y <a href="https://www.youtube.com/@kingsleague">YouTube</a></p>' });
    expect(toExternalSource(post, CMS_HOST)).toEqual({ externalUrlRefused: true });
  });

  it('is ACF’s external_url first where the CMS has it', () => {
    const post = wpPost({ content: '<p><a href="https://www.youtube.com/@kingsleague">YouTube</a></p>', acf: { external_url: 'https://kingsleague.pro/es/videos/final' } });
    expect(toExternalSource(post, CMS_HOST)).toEqual({ externalUrl: 'https://kingsleague.pro/es/videos/final' });
  });
});
