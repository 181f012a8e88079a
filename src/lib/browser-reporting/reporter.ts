// The reporter: Sentry's browser SDK, a chunk of its own that only pages with an error (or a
// session sampled into replay) download. It sends what the page kept before it arrived.
import { captureException, init } from '@sentry/browser';
import type { BrowserReportingConfig } from './config';
import type { PageErrorQueue } from './page-error-queue';
import type { ReplayMode } from './replay-decision';

const MECHANISMS = {
  error: 'auto.browser.global_handlers.onerror',
  rejection: 'auto.browser.global_handlers.onunhandledrejection',
} as const;

export function startReporter(config: BrowserReportingConfig, queue: PageErrorQueue, replay: ReplayMode): void {
  init({
    dsn: config.dsn,
    environment: config.environment,
    release: config.release,
    initialScope: { tags: config.tags },
    // The session's draw was made before this loaded (replay-decision.ts); these rates carry it out.
    replaysSessionSampleRate: replay === 'session' ? 1 : 0,
    replaysOnErrorSampleRate: replay === 'on-error' ? 1 : 0,
  });
  queue.started = true;
  for (const { kind, value } of queue.items.splice(0)) {
    captureException(value, { mechanism: { type: MECHANISMS[kind], handled: false } });
  }
}
