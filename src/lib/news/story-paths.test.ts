import { describe, expect, it } from 'vitest';
import { findRegion, type Region } from '../../config/regions';
import { toPostSlug } from '../cms/api';
import { resolvePage } from '../routing/resolve-page';
import { feedPath, newsPath, postPath, toRouteSlug } from './story-paths';

function region(slug: string): Region {
  const found = findRegion('kings', slug);
  if (!found) throw new Error(`no region ${slug}`);
  return found;
}

/** The story's address, read back by the router, and the slug the CMS is then asked for. */
function roundTrip(path: string) {
  const resolution = resolvePage(path, { edition: 'kings' });
  if (resolution.kind !== 'page') throw new Error(`${path} does not resolve to a page (${resolution.status})`);
  return { routeId: resolution.routeId, region: resolution.region?.slug, post: resolution.params.post, cmsSlug: toPostSlug(resolution.params.post ?? '') };
}

describe('postPath', () => {
  it('puts a story under its region’s news word in the page’s language', () => {
    expect(postPath(region('espana'), 'es', 'cometa-real-gana-el-derbi')).toBe('/es/espana/noticias/cometa-real-gana-el-derbi');
    expect(postPath(region('world-cup'), 'en', 'the-draw')).toBe('/en/world-cup/news/the-draw');
    expect(roundTrip('/es/espana/noticias/cometa-real-gana-el-derbi')).toEqual({
      routeId: 'post', region: 'espana', post: 'cometa-real-gana-el-derbi', cmsSlug: 'cometa-real-gana-el-derbi',
    });
  });

  it.each([
    ['Arabic', 'mena', 'ar', 'فوز-كبير-في-الجولة-8', '/ar/mena/news/'],
    ['accented', 'espana', 'es', 'la-remontada-de-muñoz-en-málaga', '/es/espana/noticias/'],
    ['Arabic and Latin mixed', 'mena', 'ar', 'adel-zayed-al-noor-united-يريد-المنافسة', '/ar/mena/news/'],
  ])('round-trips a %s slug: the CMS’s encoding, the page’s address, and back to the CMS', (_script, regionSlug, lang, text, prefix) => {
    // WordPress stores a non-ASCII slug percent-encoded in lowercase.
    const stored = encodeURIComponent(text).toLowerCase();
    const path = postPath(region(regionSlug), lang as 'ar' | 'es', stored);
    expect(path).toBe(prefix + encodeURIComponent(text));
    expect(roundTrip(path!)).toEqual({ routeId: 'post', region: regionSlug, post: text, cmsSlug: stored });
    // The same address typed with lowercase escapes or raw letters is the same story.
    expect(roundTrip(prefix + stored).cmsSlug).toBe(stored);
    expect(roundTrip(prefix + text).cmsSlug).toBe(stored);
  });

  it('gives no address for a slug whose percent-encoding is broken', () => {
    expect(toRouteSlug('%d9%81%d9')).toBeUndefined();
    expect(postPath(region('mena'), 'ar', '%d9%81%d9')).toBeUndefined();
    expect(postPath(region('espana'), 'es', 'gol-%zz')).toBeUndefined();
  });
});

describe('newsPath', () => {
  it('is the listing for the first page and carries only `page` after it', () => {
    expect(newsPath(region('espana'), 'es')).toBe('/es/espana/noticias');
    expect(newsPath(region('espana'), 'es', 1)).toBe('/es/espana/noticias');
    expect(newsPath(region('mena'), 'ar', 3)).toBe('/ar/mena/news?page=3');
  });
});

describe('feedPath', () => {
  it('sits beside the listing under the same localized word', () => {
    expect(feedPath(region('espana'), 'es')).toBe('/es/espana/noticias/feed.xml');
    expect(feedPath(region('brazil'), 'pt')).toBe('/pt/brazil/noticias/feed.xml');
    expect(feedPath(region('mena'), 'ar')).toBe('/ar/mena/news/feed.xml');
  });
});
