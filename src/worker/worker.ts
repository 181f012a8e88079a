// The Worker: the built Waku app, with what it throws and reports sent to the error reporter
// (section 8). Reporting is on only where a DSN is configured. Two entries export it: entry.ts
// (production) and demo-entry.ts (the demo league).
import * as Sentry from '@sentry/cloudflare';
import { BUILD_VERSION } from '../../dist/server/build-version.js';
import { INTERNAL_runFetch } from '../../dist/server/index.js';
import { reportRequests } from './report-requests';
import { sentryOptionsOnce } from './sentry-options';
import { sweepTeamAlerts } from './team-alerts-trigger';

type WorkerEnv = Record<string, unknown>;
type ScheduledHandler = Parameters<typeof Sentry.withSentry<WorkerEnv>>[1];

const optionsOf = sentryOptionsOnce(BUILD_VERSION);

// The minute cron: team alerts for matches no watcher follows, and every kick-off (ADR 035). Once
// a minute, so the SDK's own wrapper costs nothing that matters.
const cron = Sentry.withSentry<WorkerEnv>(optionsOf, {
  scheduled: (_controller: unknown, env: WorkerEnv, ctx: { waitUntil(work: Promise<unknown>): void }) => sweepTeamAlerts(env, ctx),
} as unknown as ScheduledHandler);

export const worker = {
  fetch: reportRequests<WorkerEnv>((request, env, ctx) => INTERNAL_runFetch(env, request, env, ctx), optionsOf),
  scheduled: cron.scheduled,
};
