import * as Sentry from '@sentry/cloudflare';

export type ReportLevel = 'error' | 'warning';
export type ErrorReporter = (error: Error, details: { level: ReportLevel; extra?: Record<string, unknown>; tags?: Record<string, string> }) => void;

/**
 * Sends to the error reporter set up by the Worker entry, with the request's tags (its isolation
 * scope); a no-op where no DSN is configured.
 */
export const reportToSentry: ErrorReporter = (error, { level, extra, tags }) => {
  Sentry.captureException(error, { level, extra, tags });
  console.warn(`[reported ${level}] ${error.message}`);
};
