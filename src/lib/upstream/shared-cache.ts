import { createEdgeStore, createMemoryStore, layerStores } from './answer-store';
import { createAnswerCache } from './cached-answer';
import { reportOncePer, reportToSentry } from '../report-error';

// One cache and one reporter per isolate, shared by every request and every data client:
// that is what lets a thousand visitors of one page cost the upstream one call.
export const sharedAnswerCache = createAnswerCache({ store: layerStores(createMemoryStore(), createEdgeStore()) });

const reportOnce = reportOncePer(60_000, reportToSentry);

export function reportUpstreamFailure(url: string, failure: { reason: string; status?: number }, servedStale: boolean): void {
  const error = new Error(`Upstream ${failure.reason}${failure.status ? ` ${failure.status}` : ''}: ${url}`);
  reportOnce(`${url}|${failure.reason}`, error, { url, ...failure, servedStale });
}
