import * as Sentry from '@sentry/cloudflare';

export type ErrorReporter = (error: Error, context: Record<string, unknown>) => void;

/** Sends to the error reporter set up by the Worker entry; a no-op where none is configured. */
export const reportToSentry: ErrorReporter = (error, context) => {
  Sentry.captureException(error, { extra: context });
  console.warn(`[reported] ${error.message}`);
};

/**
 * Reports a failure once per key and window: under a goal-time spike a failing upstream would
 * otherwise report once per visitor.
 */
export function reportOncePer(windowMs: number, report: ErrorReporter, now: () => number = Date.now): (key: string, error: Error, context: Record<string, unknown>) => void {
  const lastReported = new Map<string, number>();
  return (key, error, context) => {
    const last = lastReported.get(key);
    if (last !== undefined && now() - last < windowMs) return;
    if (lastReported.size > 1000) lastReported.clear();
    lastReported.set(key, now());
    report(error, context);
  };
}
