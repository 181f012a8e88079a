// Paths the page pipeline leaves alone: framework requests, the league API and files served as they are.
// The root's icons and security.txt are answered before the pages (src/config/site-files.ts), and
// any other file of the root is a plain 404 (src/config/not-page-addresses.ts).
/** The framework's own requests (a page's server components, fetched again). */
export const FRAMEWORK_PREFIX = '/RSC/';
export const PASS_THROUGH_PREFIXES = [FRAMEWORK_PREFIX, '/api/', '/assets/', '/img/', '/sitemaps/'] as const;
export const PASS_THROUGH_FILES = ['/robots.txt', '/sitemap.xml'] as const;

/**
 * Says that a page was rendered without the data it is about (its upstream did not answer): no
 * cache keeps it, the browser's service worker included, and a kept copy is not swapped for it.
 */
export const DEGRADED_PAGE_HEADER = 'x-page-degraded';

/** Where the language switcher's links go: it stores the visitor's choice and redirects to the page (ADR 021). */
export const LANGUAGE_SWITCH_PATH = '/language';

export function isPagePath(pathname: string): boolean {
  if (PASS_THROUGH_FILES.some((file) => pathname === file)) return false;
  return !PASS_THROUGH_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** Files that hang from a page's address (its news feed, its calendar, its share card): the request names the page they belong to. */
export const PAGE_FILE_EXTENSIONS = ['.ics', '.xml', '.png'] as const;

/** A path spelt with a doubled or trailing slash; a page has one spelling, without (the route guard redirects to it). */
export const EXTRA_SLASHES = /\/{2,}|.\/$/;

/** Longest query string a page accepts; real links carry one short parameter. */
export const MAX_QUERY_LENGTH = 2048;

/** Where the renderer is pointed for an error answer, so no hostile path reaches its payload. */
export const ERROR_RENDER_PATH = '/_error';
