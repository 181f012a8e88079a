// Everything reported while a request is answered carries its tags: the Worker entry gives each
// request its own isolation scope, so tags set here stay with this request.
import * as Sentry from '@sentry/cloudflare';
import { requestUpstreamState, type RequestUpstreamCalls } from '../upstream/request-calls';
import type { ReportingTags } from './reporting-tags';

export function tagThisRequest(tags: Partial<ReportingTags>): void {
  Sentry.getIsolationScope().setTags(tags);
}

/** Tags each report with the state of the request's upstream calls at the moment it is sent. */
export function tagUpstreamStateOnReports(calls: () => RequestUpstreamCalls): void {
  Sentry.getIsolationScope().addEventProcessor((event) => ({ ...event, tags: { upstream: requestUpstreamState(calls()), ...event.tags } }));
}
