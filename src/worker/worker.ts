// The Worker: the built Waku app, wrapped so uncaught errors and unhandled rejections reach the
// error reporter (section 8). Reporting is on only where a DSN is configured. Two entries export
// it: entry.ts (production) and demo-entry.ts (the demo league).
import * as Sentry from '@sentry/cloudflare';
import { BUILD_VERSION } from '../../dist/server/build-version.js';
import { INTERNAL_runFetch } from '../../dist/server/index.js';
import { sentryOptions } from './sentry-options';
import { sweepTeamAlerts } from './team-alerts-trigger';

type WorkerEnv = Record<string, unknown>;
type SentryHandler = Parameters<typeof Sentry.withSentry<WorkerEnv>>[1];

const app = {
  fetch: (request: Request, env: WorkerEnv, ctx: unknown) => INTERNAL_runFetch(env, request, env, ctx),
  // The minute cron: team alerts for matches no watcher follows, and every kick-off (ADR 035).
  scheduled: (_controller: unknown, env: WorkerEnv, ctx: { waitUntil(work: Promise<unknown>): void }) => sweepTeamAlerts(env, ctx),
};

// Workers' own Request and Response types differ from the DOM ones only in Cloudflare extras.
export const worker = Sentry.withSentry<WorkerEnv>((env) => sentryOptions(env, BUILD_VERSION), app as unknown as SentryHandler);
