// Where a story lives on this site. WordPress keeps non-ASCII slugs percent-encoded; the router
// reads them as text and buildPath encodes them again, so a slug round-trips in any script.
import type { LocaleCode } from '../../config/locales';
import type { Region } from '../../config/regions';
import { buildPath } from '../routing/build-path';

export function toRouteSlug(slug: string): string | undefined {
  try {
    return decodeURIComponent(slug);
  } catch {
    return undefined;
  }
}

/** The story's page, or undefined for a slug no path can carry. */
export function postPath(region: Region, lang: LocaleCode, slug: string): string | undefined {
  const post = toRouteSlug(slug);
  return post ? buildPath('post', lang, { region: region.slug, post }) : undefined;
}

export function newsPath(region: Region, lang: LocaleCode, page = 1): string {
  const base = buildPath('news', lang, { region: region.slug });
  return page > 1 ? `${base}?page=${page}` : base;
}

/** The region's feed in a language: beside the listing, under the same localized word. */
export function feedPath(region: Region, lang: LocaleCode): string {
  return `${buildPath('news', lang, { region: region.slug })}/${FEED_FILE}`;
}

export const FEED_FILE = 'feed.xml';
