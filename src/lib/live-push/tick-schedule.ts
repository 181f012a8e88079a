// When a watcher's next read is due. Ticks keep to a fixed grid from the first one, so the time
// a read takes does not stretch the interval; a tick missed (a slow read, a busy machine) is
// skipped rather than run late in a burst.

/** The next tick after `now` on the grid through `due` (the tick being run) every `intervalMs`. */
export function nextTickAt(due: number, now: number, intervalMs: number): number {
  const next = due + intervalMs;
  return next > now ? next : now + intervalMs - ((now - due) % intervalMs);
}
