// The part of error reporting every visitor downloads, inside the page's entry: a few hundred
// bytes that load the reporter (a separate chunk) at the first error, and the session replay
// after the first paint and an idle moment, only for a session sampled into it.
import { readBrowserReportingConfig } from './config';
import { getPageErrorQueue } from './page-error-queue';
import { decideReplayMode } from './replay-decision';

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 10_000 });
  else setTimeout(run, 2_000);
}

/** Does nothing where the page carries no reporting config (no DSN configured). */
export function startErrorReporting(): void {
  const queue = getPageErrorQueue();
  const config = readBrowserReportingConfig(queue?.config ?? undefined);
  if (!queue || !config) return;
  const replay = decideReplayMode(config, sessionStore());
  let reporter: Promise<unknown> | undefined;
  const startReporter = () =>
    (reporter ??= import('./reporter').then(({ startReporter: start }) => start(config, queue, replay)));
  queue.notify = () => void startReporter();
  if (queue.items.length > 0) void startReporter();
  // The entry itself runs after the first paint (docs/decisions/013); the recorder waits for idle too.
  if (replay !== 'off') whenIdle(() => void startReporter().then(() => import('./replay')).then(({ startReplay }) => startReplay()));
}
