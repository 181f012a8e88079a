// The Worker's entry: the built Waku app, wrapped so uncaught errors and unhandled rejections
// reach the error reporter (section 8). Reporting is on only where a DSN is configured.
import * as Sentry from '@sentry/cloudflare';
import { BUILD_VERSION } from '../../dist/server/build-version.js';
import { INTERNAL_runFetch } from '../../dist/server/index.js';
import { sentryOptions } from './sentry-options';

// Each live match's watcher (a Durable Object class, bound as LIVE_MATCH in wrangler.toml).
export { LiveMatchWatcher } from './live-match-watcher';

type WorkerEnv = Record<string, unknown>;
type SentryHandler = Parameters<typeof Sentry.withSentry<WorkerEnv>>[1];

const app = {
  fetch: (request: Request, env: WorkerEnv, ctx: unknown) => INTERNAL_runFetch(env, request, env, ctx),
};

// Workers' own Request and Response types differ from the DOM ones only in Cloudflare extras.
export default Sentry.withSentry<WorkerEnv>((env) => sentryOptions(env, BUILD_VERSION), app as unknown as SentryHandler);
