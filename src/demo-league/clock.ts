// The demo league's "now": the real time plus an offset that tests and demos may set, so a
// chosen instant (a goal, half-time, a shootout) can be shown on demand; or, stopped, one instant
// that stays, so a test can compare a page with the data it was drawn from. Per isolate.

let offsetMs = 0;
let stoppedAt: number | undefined;

export function getDemoNow(): number {
  return stoppedAt ?? Date.now() + offsetMs;
}

export function getDemoClockOffset(): number {
  return (stoppedAt ?? Date.now() + offsetMs) - Date.now();
}

export function isDemoClockStopped(): boolean {
  return stoppedAt !== undefined;
}

/** Shifts the demo clock and lets it run; 0 puts it back on real time. */
export function setDemoClockOffset(ms: number): void {
  if (!Number.isFinite(ms)) throw new Error('clock offset must be a finite number of milliseconds');
  offsetMs = Math.trunc(ms);
  stoppedAt = undefined;
}

/** Sets the demo clock to read `at` now; `stopped` keeps it there until it is set again. */
export function setDemoNow(at: number, stopped = false): void {
  setDemoClockOffset(at - Date.now());
  if (stopped) stoppedAt = Math.trunc(at);
}
