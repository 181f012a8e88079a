// How the app knows a request comes from a live match's watcher in the same isolate: the
// watcher calls the app with its bindings plus this symbol, which no request from outside can
// carry. Symbol.for, because the watcher (bundled by wrangler) and the app (by Waku) each hold
// their own copy of this module.
const WATCHER_READ = Symbol.for('kings-league.live-watcher-read');

export function markWatcherBindings<T extends object>(bindings: T): T {
  return { ...bindings, [WATCHER_READ]: true };
}

export function isWatcherRead(bindings: unknown): boolean {
  return typeof bindings === 'object' && bindings !== null && (bindings as Record<symbol, unknown>)[WATCHER_READ] === true;
}
