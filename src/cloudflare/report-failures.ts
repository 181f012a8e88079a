// Error reporting for the work the Worker does outside any request: a live match's watcher reading
// its match and looking for alerts (the minute cron runs under the SDK's own scheduled wrapper,
// src/cloudflare/built-app.ts). What fails there is kept from the pages and tried again later; it is
// reported here, never swallowed.
import * as Sentry from '@sentry/cloudflare';
import type { CloudflareOptions } from '@sentry/cloudflare';
import type { WorkerBindings as Env } from '../bindings';

type WaitUntil = { waitUntil(work: Promise<unknown>): void };

/** A piece of work that failed: what it was (`work`, a tag) and what it was about. */
export type WorkFailure = { error: unknown; work: string; tags?: Record<string, string> };
export type ReportFailure = (env: Env, ctx: WaitUntil, failure: WorkFailure) => Promise<void>;

/** The failure, as the SDK's scheduled wrapper is handed its controller. */
type FailedWork = { cron: string; scheduledTime: number; failure: WorkFailure };

/**
 * A reporter of failures. Without a DSN the failure is logged (Workers Logs keeps it). With one,
 * the failure goes through the SDK's wrapper for work without a request, the scheduled handler's:
 * it sets up the client the SDK keeps for the isolate (a Durable Object's isolate may never see a
 * request), reports what the work throws with the failure's tags in a scope of its own, and keeps
 * the invocation open until the report is sent. Failures are rare, so its cost does not matter.
 */
export function reportFailures(optionsOf: (env: Env) => CloudflareOptions): ReportFailure {
  // The handler's own types carry through the wrapper: it hands back the same methods, wrapped,
  // whose answer is a promise (this one's throw is how the SDK learns of the failure).
  const reporting = Sentry.withSentry(optionsOf, {
    scheduled: (controller: FailedWork, _env: Env, _ctx: WaitUntil): Promise<void> => {
      const { error, work, tags } = controller.failure;
      Sentry.getIsolationScope().setTags({ ...tags, work });
      throw error;
    },
  });

  return async (env, ctx, failure) => {
    if (!optionsOf(env).enabled) {
      console.error(`${failure.work} failed`, failure.tags ?? {}, failure.error);
      return;
    }
    // A plain context: the SDK wraps the one it is given, and a Durable Object's carries storage.
    const context: WaitUntil = { waitUntil: (work) => ctx.waitUntil(work) };
    try {
      await reporting.scheduled({ cron: failure.work, scheduledTime: Date.now(), failure }, env, context);
    } catch {
      // The wrapper throws on what it has just reported.
    }
  };
}
