import { createEdgeStore, createMemoryStore, layerStores } from './answer-store';
import { createAnswerCache } from './cached-answer';

// One cache per isolate, shared by every request and every data client: that is what lets a
// thousand visitors of one page cost the upstream one call.
export const sharedAnswerCache = createAnswerCache({ store: layerStores(createMemoryStore(), createEdgeStore()) });
