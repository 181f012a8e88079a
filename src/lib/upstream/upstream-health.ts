// What this isolate has seen of each upstream: the health answer shows it to an operator, and
// the failure window decides when a failing upstream is reported (once when it starts failing,
// then at most once per interval while it stays down), so an outage is one warning, not one per
// visitor. Each isolate keeps its own record from its start.
import { UPSTREAM_FAILURE_REPORT_INTERVAL_MS } from '../../config/error-reporting';
import { UPSTREAMS, type UpstreamName } from '../../config/upstream';
import type { FetchFailure } from './fetch-json';
import type { UpstreamAnswer } from './json-client';

type Seen = {
  lastSuccessAt?: number;
  lastFailureAt?: number;
  lastFailure?: string;
  /** When the current failure window opened; unset while the upstream answers. */
  failingSince?: number;
  lastReportedAt?: number;
  cachedAnswerAgeMs?: number;
};

export type UpstreamHealthState = 'ok' | 'failing' | 'unknown';

/** One upstream as the health answer shows it: times in ISO 8601, ages in seconds, no address. */
export type UpstreamHealthView = {
  state: UpstreamHealthState;
  lastSuccess: string | null;
  lastFailure: string | null;
  /** Why the last call failed: http 503, timeout, network, json, shape. */
  lastFailureReason: string | null;
  failingSince: string | null;
  /** Age of the last answer served from this upstream (0: fetched just now). */
  cachedAnswerAgeSeconds: number | null;
};

const iso = (time: number | undefined) => (time === undefined ? null : new Date(time).toISOString());

export function describeFailure(failure: Pick<FetchFailure, 'reason' | 'status'>): string {
  return failure.status ? `${failure.reason} ${failure.status}` : failure.reason;
}

export function createUpstreamHealth(now: () => number = Date.now, reportIntervalMs = UPSTREAM_FAILURE_REPORT_INTERVAL_MS) {
  const seen = new Map<UpstreamName, Seen>(UPSTREAMS.map((name) => [name, {}]));
  const of = (name: UpstreamName) => seen.get(name) as Seen;

  return {
    answered(name: UpstreamName, answer: Pick<UpstreamAnswer, 'freshness' | 'ageMs'>): void {
      const record = of(name);
      record.cachedAnswerAgeMs = answer.ageMs;
      if (answer.freshness !== 'fetched') return;
      record.lastSuccessAt = now();
      record.failingSince = undefined;
      record.lastReportedAt = undefined;
    },

    /** Records a failure; true when it should be reported (a window opens, or the interval passed). */
    failed(name: UpstreamName, failure: Pick<FetchFailure, 'reason' | 'status'>): boolean {
      const record = of(name);
      const time = now();
      record.lastFailureAt = time;
      record.lastFailure = describeFailure(failure);
      record.failingSince ??= time;
      if (record.lastReportedAt !== undefined && time - record.lastReportedAt < reportIntervalMs) return false;
      record.lastReportedAt = time;
      return true;
    },

    view(): Record<UpstreamName, UpstreamHealthView> {
      const views = {} as Record<UpstreamName, UpstreamHealthView>;
      for (const [name, record] of seen) {
        const state: UpstreamHealthState = record.failingSince !== undefined ? 'failing' : record.lastSuccessAt !== undefined ? 'ok' : 'unknown';
        views[name] = {
          state,
          lastSuccess: iso(record.lastSuccessAt),
          lastFailure: iso(record.lastFailureAt),
          lastFailureReason: record.lastFailure ?? null,
          failingSince: iso(record.failingSince),
          cachedAnswerAgeSeconds: record.cachedAnswerAgeMs === undefined ? null : Math.round(record.cachedAnswerAgeMs / 1000),
        };
      }
      return views;
    },
  };
}

export type UpstreamHealth = ReturnType<typeof createUpstreamHealth>;

/** The isolate's record, shared by every request and data client. */
export const upstreamHealth = createUpstreamHealth();
