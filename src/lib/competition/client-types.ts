// The seam between the data layer and the client that fetches (src/lib/upstream/json-client.ts):
// api.ts programs against this interface, and tests hand it a fake that serves fixtures.
import type { UpstreamRequest, UpstreamResult } from '../upstream/json-client';

export type { CacheLifetime } from '../../config/upstream';
export type { Query, UpstreamRequest, UpstreamResult } from '../upstream/json-client';

export interface CompetitionClient {
  get<T>(request: UpstreamRequest<T>): Promise<UpstreamResult<T>>;
}
