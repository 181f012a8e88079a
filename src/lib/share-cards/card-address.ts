// A card's address hangs from its page's: `{page}/card.{version}.png`, so the request resolves the
// page it belongs to as it does a calendar's or a feed's (src/lib/request/page-file.ts).
import { CARD_FILE, isCardFileName } from '../../config/share-cards';

export function cardFileName(version: string): string {
  return `${CARD_FILE.prefix}${version}${CARD_FILE.extension}`;
}

/** The version a card's file name carries; undefined for any other name. */
export function readCardFileName(name: string): string | undefined {
  return isCardFileName(name) ? name.slice(CARD_FILE.prefix.length, -CARD_FILE.extension.length) : undefined;
}

export function cardPath(pagePath: string, version: string): string {
  return `${pagePath.replace(/\/+$/, '')}/${cardFileName(version)}`;
}

/**
 * Where the last card drawn for a page is kept, whatever its version: the card answered once the
 * draws of the minute are spent (ADR 056). `card.png` is no card's address (it has no version), so
 * no request reads it but that one.
 */
export function latestCardPath(pagePath: string): string {
  return `${pagePath.replace(/\/+$/, '')}/${CARD_FILE.latest}`;
}
