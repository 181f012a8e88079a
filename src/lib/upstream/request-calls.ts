// The upstream calls of one request, counted by how each was answered: the request log writes
// them, and an error report of the request carries the worst of them as its `upstream` tag.
import { getContextData } from '../request-data';

export type RequestUpstreamCalls = { fetched: number; cached: number; stale: number; failed: number };

/** The request's upstream state: `none` when it made no call, else the worst outcome of its calls. */
export type RequestUpstreamState = 'none' | 'ok' | 'stale' | 'failed';

export function newRequestUpstreamCalls(): RequestUpstreamCalls {
  return { fetched: 0, cached: 0, stale: 0, failed: 0 };
}

export function requestUpstreamState(calls: RequestUpstreamCalls): RequestUpstreamState {
  if (calls.failed > 0) return 'failed';
  if (calls.stale > 0) return 'stale';
  return calls.fetched + calls.cached > 0 ? 'ok' : 'none';
}

const KEY = 'kl.upstreamCalls';

/** This request's count, started on first use; outside a request, a count nobody reads. */
export function upstreamCallsOfThisRequest(): RequestUpstreamCalls {
  const data = getContextData();
  return ((data[KEY] as RequestUpstreamCalls | undefined) ??= newRequestUpstreamCalls());
}
