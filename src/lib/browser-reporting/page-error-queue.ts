// The errors the page's inline script keeps until the reporter runs
// (src/components/shell/error-queue.js writes it as `window.__klErrors`).

export type QueuedError = { kind: 'error' | 'rejection'; value: unknown };

export type PageErrorQueue = {
  /** The reporting config as the page wrote it (JSON). */
  config: string | null;
  items: QueuedError[];
  /** Set by the reporter once it runs: from then on its own handlers see every error. */
  started: boolean;
  /** Called at each kept error; set by the entry to load the reporter. */
  notify: (() => void) | null;
};

export function getPageErrorQueue(): PageErrorQueue | undefined {
  return (window as { __klErrors?: PageErrorQueue }).__klErrors;
}
