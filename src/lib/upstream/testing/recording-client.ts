// An upstream client for tests: every request goes to `answer` and its address is recorded, with an
// answer cache of its own on the test's clock.
import { DEMO_LEAGUE_ORIGIN } from '../../../config/upstream';
import { createMemoryStore } from '../answer-store';
import { createAnswerCache } from '../cached-answer';
import type { Fetcher } from '../fetch-json';
import { createUpstreamClient } from '../json-client';

export function createRecordingClient(answer: Fetcher, { now = () => 0, timeoutMs = 100 }: { now?: () => number; timeoutMs?: number } = {}) {
  const urls: string[] = [];
  const client = createUpstreamClient({
    baseUrl: DEMO_LEAGUE_ORIGIN,
    fetcher: (request) => {
      urls.push(request.url);
      return answer(request);
    },
    cache: createAnswerCache({ store: createMemoryStore(), now }),
    timeoutMs,
  });
  return { client, urls };
}
