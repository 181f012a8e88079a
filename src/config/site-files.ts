// Files browsers and bots ask for at the root of the site, whatever page they are on: each edition's
// icons (drawn from its mark by scripts/draw-icons.mjs) and its security.txt (RFC 9116).
import type { EditionId } from './editions';
import type { LocaleCode } from './locales';

/** Icons asked for at the root; each edition's copy is a static file under `/img/icons/{edition}/`. */
export const ROOT_ICONS = {
  // Every browser asks for it, whether the page links it or not.
  '/favicon.ico': { file: 'favicon.ico', type: 'image/x-icon' },
  // iOS asks for both names when a visitor adds the site to the home screen.
  '/apple-touch-icon.png': { file: 'apple-touch-icon.png', type: 'image/png' },
  '/apple-touch-icon-precomposed.png': { file: 'apple-touch-icon-precomposed.png', type: 'image/png' },
} as const satisfies Record<string, { file: string; type: `image/${string}` }>;

export type RootIconPath = keyof typeof ROOT_ICONS;

/** The edition's copy of a root icon among the static files. */
export function iconFilePath(edition: EditionId, path: RootIconPath): string {
  return `/img/icons/${edition}/${ROOT_ICONS[path].file}`;
}

/** Icons change with a deploy at most: a day in any cache. */
export const ROOT_ICON_CACHE_SECONDS = 86_400;

export const SECURITY_TXT_PATH = '/.well-known/security.txt';

/**
 * What security.txt says for each edition. `expires` is a fixed date, renewed by hand: RFC 9116
 * wants it less than a year ahead, and a unit test fails when it is less than three months away,
 * so the file is renewed well before researchers would find it stale.
 */
export const SECURITY_TXT = {
  expires: '2027-09-30T23:00:00.000Z',
  // The languages the league's security team reads reports in.
  preferredLanguages: ['es', 'en'],
  contact: {
    kings: 'mailto:security@kingsleague.pro',
    queens: 'mailto:security@queensleague.pro',
  },
} as const satisfies { expires: string; preferredLanguages: readonly LocaleCode[]; contact: Record<EditionId, `mailto:${string}` | `https://${string}`> };

/** RFC 9116 asks that security.txt be fetched again at least daily. */
export const SECURITY_TXT_CACHE_SECONDS = 86_400;
