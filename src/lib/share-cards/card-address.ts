// A card's address hangs from its page's: `{page}/card.{version}.png`, so the request resolves the
// page it belongs to as it does a calendar's or a feed's (src/lib/request/page-file.ts).
import { CARD_FILE } from '../../config/share-cards';
import { CARD_VERSION_PATTERN } from '../card-model';

export function cardFileName(version: string): string {
  return `${CARD_FILE.prefix}${version}${CARD_FILE.extension}`;
}

/** The version a card's file name carries; undefined for any other name. */
export function readCardFileName(name: string): string | undefined {
  if (!name.startsWith(CARD_FILE.prefix) || !name.endsWith(CARD_FILE.extension)) return undefined;
  const version = name.slice(CARD_FILE.prefix.length, -CARD_FILE.extension.length);
  return CARD_VERSION_PATTERN.test(version) ? version : undefined;
}

export function cardPath(pagePath: string, version: string): string {
  return `${pagePath.replace(/\/+$/, '')}/${cardFileName(version)}`;
}
