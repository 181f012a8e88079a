// Share cards, the page Worker's part (ADR 048): which card a page shares, what it shows, its
// address; the drawing is the card Worker's (src/share-card-worker, ADR 049).
import type cardsEn from '../../../messages/features/cards/en.json';

declare module '../i18n/messages' {
  interface FeatureMessageSets {
    cards: typeof cardsEn;
  }
}

export { cardFileName, cardPath, latestCardPath, readCardFileName } from './card-address';
export { cardKindOfRoute, loadShareCard, type ShareCardOutcome, type ShareCardPage } from './load-share-card';
export { shareCardImage } from './share-card-image';
export { cardServiceOf, drawCard, OVER_CEILING, type CardService } from './card-drawer';
