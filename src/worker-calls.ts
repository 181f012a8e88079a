// What the Worker calls of the app outside any request: a live match's watcher reading its match,
// looking for its alerts and judging what its pages send, and the minute cron's sweep. Plain
// functions (of the Worker's bindings where they read), built by Waku beside the app as a second
// server input (waku.config.ts), so the lib code they share with the pages, zod with it, is
// bundled once; src/cloudflare/built-app.ts is the one module that imports the build and hands them out
// (ADR 044). The live objects read the Worker's vars through the same parser as the pages (ADR 070).
import { parseEnv } from './env';
import { judgeClientMessage } from './lib/live-push/socket-messages';
import { parseSocketQuery } from './lib/live-push/socket-query';
import { watchMatch } from './lib/live-push/watch-match';
import { consumeAlertQueue, lookAtMatchAlerts, sweepAlerts } from './lib/team-alerts';

export const workerCalls = { parseEnv, watchMatch, lookAtMatchAlerts, sweepAlerts, consumeAlertQueue, parseSocketQuery, judgeClientMessage };
export type WorkerCalls = typeof workerCalls;
