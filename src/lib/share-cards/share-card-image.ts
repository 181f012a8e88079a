import { CARD_SIZE, cardVersion } from '../card-model';
import { cardPath } from './card-address';
import type { ShareCardOutcome } from './load-share-card';

/** The picture a page's head names: its card's address, its size and its words. */
export function shareCardImage(outcome: ShareCardOutcome, pagePath: string) {
  if (outcome.kind !== 'card') return undefined;
  return { url: cardPath(pagePath, cardVersion(outcome.model)), ...CARD_SIZE, alt: outcome.alt };
}
