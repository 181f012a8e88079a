// The Worker: the built Waku app, with what it throws and reports sent to the error reporter
// (section 8), and the app's functions for its own calls, outside any request: the minute cron
// and each live match's watcher (ADR 044). Reporting is on only where a DSN is configured. This is
// the one module that imports the build (dist/server); two entries export what it makes:
// entry.ts (production) and demo-entry.ts (the demo league). Every handler is handed the one
// typed environment (src/bindings.ts, ADR 070).
import * as Sentry from '@sentry/cloudflare';
import { BUILD_VERSION } from '../../dist/server/build-version.js';
import { INTERNAL_runFetch } from '../../dist/server/index.js';
import { workerCalls } from '../../dist/server/worker-calls.js';
import type { WorkerBindings } from '../bindings';
import type { WorkerCalls } from '../worker-calls';
import { defineLiveMatchRelay } from './live-match-relay';
import { defineLiveMatchWatcher } from './live-match-watcher';
import { defineMatchVotes } from './match-votes';
import { reportFailures } from './report-failures';
import { reportRequests } from './report-requests';
import { sentryOptionsOnce } from './sentry-options';

type AlertBatch = Parameters<WorkerCalls['consumeAlertQueue']>[1];

// Typed by its source: once built, the checker reads the bundle's JavaScript in its place.
const calls = workerCalls as WorkerCalls;

const optionsOf = sentryOptionsOnce(BUILD_VERSION);

// The minute cron: team alerts for matches no watcher follows, and every kick-off (ADR 035). Once
// a minute, so the SDK's own wrapper costs nothing that matters; it reports what the sweep throws
// and flushes once the sweep is done. A failed sweep is tried again the next minute.
const cron = Sentry.withSentry(optionsOf, {
  scheduled: async (_controller: unknown, env: WorkerBindings) => {
    await calls.sweepAlerts(env);
  },
});

// The alerts' Queue and its dead-letter queue (ADR 053): each batch's pages sent, or marked dead.
// What a batch throws is reported; its messages have each been acked or retried by then.
const consumer = Sentry.withSentry(optionsOf, {
  queue: async (batch: AlertBatch, env: WorkerBindings) => {
    await calls.consumeAlertQueue(env, batch);
  },
});

export const worker = {
  fetch: reportRequests<WorkerBindings>((request, env, ctx) => INTERNAL_runFetch(env, request, env, ctx), optionsOf),
  scheduled: cron.scheduled,
  queue: consumer.queue,
};

/** Each live match's watcher (a Durable Object class, bound as LIVE_MATCH in wrangler.toml). */
export const LiveMatchWatcher = defineLiveMatchWatcher({ ...calls, report: reportFailures(optionsOf) });

/** The relays between a watcher and its pages, and their hubs (bound as LIVE_RELAY; ADR 052). */
export const LiveMatchRelay = defineLiveMatchRelay({ ...calls, report: reportFailures(optionsOf) });

/** Each match's votes (a Durable Object class, bound as MATCH_VOTES; ADR 062). */
export const MatchVotesObject = defineMatchVotes();
