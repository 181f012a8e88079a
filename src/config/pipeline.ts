// Paths the page pipeline leaves alone: framework requests, the league API and files served as they are.
// The root's icons and security.txt are answered before the pages (src/config/site-files.ts), and
// any other file of the root is a plain 404 (src/config/not-page-addresses.ts).
export const PASS_THROUGH_PREFIXES = ['/RSC/', '/api/', '/assets/', '/img/', '/sitemaps/'] as const;
export const PASS_THROUGH_FILES = ['/robots.txt', '/sitemap.xml'] as const;

/** Where the language switcher's links go: it stores the visitor's choice and redirects to the page (ADR 021). */
export const LANGUAGE_SWITCH_PATH = '/language';

export function isPagePath(pathname: string): boolean {
  if (PASS_THROUGH_FILES.some((file) => pathname === file)) return false;
  return !PASS_THROUGH_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** Files that hang from a page's address (its news feed, its calendar): the request names the page they belong to. */
export const PAGE_FILE_EXTENSIONS = ['.ics', '.xml'] as const;

/** A path spelt with a doubled or trailing slash; a page has one spelling, without (the route guard redirects to it). */
export const EXTRA_SLASHES = /\/{2,}|.\/$/;

/** Longest query string a page accepts; real links carry one short parameter. */
export const MAX_QUERY_LENGTH = 2048;

/** Query parameters that pages read, with the shape each must have; others are ignored. */
export const QUERY_PARAMETER_PATTERNS: Readonly<Record<string, RegExp>> = {
  page: /^[1-9]\d{0,3}$/,
  // The matches page's matchday and team; empty when a form without script sends "all teams".
  turn: /^(\d{1,9})?$/,
  team: /^(\d{1,9})?$/,
  // A team page's season picker, and the player lists' role filter.
  season: /^(\d{1,9})?$/,
  role: /^(goalkeeper|defender|midfielder|forward)?$/,
  // The statistics tables: the sorted column and its direction, and the filter's column, mode and
  // value (src/lib/stats/table-query.ts); empty where a form without script sends an empty field.
  sort: /^([a-zA-Z]{1,24})?$/,
  dir: /^(asc|desc)?$/,
  col: /^([a-zA-Z]{1,24})?$/,
  op: /^(starts|contains|notContains|ends|eq|ne|lt|le|gt|ge)?$/,
  q: /^[\p{L}\p{M}\p{N} .,%\u066a\u066b’-]{0,40}$/u,
  // The simulators' share links (src/lib/simulators/*-share-link.ts) and their forms without
  // script. Only the alphabet is checked here: a stale version, a bad id or too many players is
  // the decoder's to report, so the page opens on what it can keep instead of a 400.
  v: /^[0-9a-z]{1,8}$/,
  t: /^[0-9a-z]{1,12}$/,
  c: /^[\p{L}\p{M}\p{N}\p{P}\p{S}\p{Zs}]{0,64}$/u,
  p: /^[0-9a-z.]{0,512}$/,
  f: /^[0-9a-z-]{0,16}$/,
  s: /^[0-9a-z.]{0,512}$/,
  b: /^[0-9a-z.]{0,512}$/,
  r: /^[0-9a-z]{1,13}$/,
  club: /^(own|[0-9a-z]{1,12})?$/,
  formation: /^[0-9a-z-]{0,16}$/,
  add: /^[0-9a-z]{1,12}$/,
  drop: /^[0-9a-z]{1,12}$/,
  fill: /^best$/,
  cat: /^(draft|wildcard|reserve)?$/,
  show: /^[1-9]\d{0,3}$/,
};

/** Where the renderer is pointed for an error answer, so no hostile path reaches its payload. */
export const ERROR_RENDER_PATH = '/_error';
