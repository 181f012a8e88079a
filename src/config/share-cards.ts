// Share cards (ADR 048): which pages have one, what it is called beside them, how long it is kept,
// and each edition's colours on it.
import type { EditionId } from './editions';

/** The card a page's view shares; a page whose view is not named keeps the edition's picture. */
export const CARD_KIND_BY_VIEW = { match: 'match', player: 'player', team: 'team', tables: 'table' } as const;

export type CardPageView = keyof typeof CARD_KIND_BY_VIEW;

/**
 * `…/card.{version}.png` beside the page: the version is the hash of what the card shows (14 base-36
 * digits). `latest` names where the page's last drawn card is kept in the cache, no card's address.
 */
export const CARD_FILE = { prefix: 'card.', extension: '.png', version: /^[0-9a-z]{14}$/, latest: 'card.png' } as const;

/** Whether a file name is a card's: the only `.png` a page has (any other is a probe, ADR 041). */
export const isCardFileName = (name: string) =>
  name.startsWith(CARD_FILE.prefix) && name.endsWith(CARD_FILE.extension) && CARD_FILE.version.test(name.slice(CARD_FILE.prefix.length, -CARD_FILE.extension.length));

export const SHARE_CARDS = {
  /** A card's address names what it shows: it never changes, so it is kept a year. */
  cacheControl: 'public, max-age=31536000, immutable',
  /** A stale or unknown card sends to the current one (or the edition's picture) for a minute only. */
  redirectCacheControl: 'public, max-age=60',
  /** A card's address with a query sends to the bare address for good: a query never draws (ADR 056). */
  queryRedirectCacheControl: 'public, max-age=86400',
  /** The page's last card, kept under `card.png` beside it to answer once the draws of the minute are spent. */
  latestCacheControl: 'public, max-age=604800',
  /** That card answered at a newer version's address: for a minute, so the current one is drawn soon. */
  staleCacheControl: 'public, max-age=60',
  /** The table card's rows. */
  tableRows: 6,
  /** A card bigger than this is not sent: the edition's picture is (issue 33). */
  maxBytes: 150 * 1024,
} as const;

/** Each edition's look on a card: its bar, a panel, its accent and its text, as the site's tokens set them. */
export const CARD_THEMES = {
  kings: { background: '#0a0a0a', panel: '#1f1f1f', accent: '#f5c542', ink: '#ffffff', muted: '#bdbdbd' },
  queens: { background: '#2d0b45', panel: '#43175f', accent: '#f9b4dc', ink: '#ffffff', muted: '#dcc6ea' },
} as const satisfies Record<EditionId, Record<'background' | 'panel' | 'accent' | 'ink' | 'muted', `#${string}`>>;
