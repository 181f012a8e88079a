// The demo league's "now": the real time plus an offset that tests and demos may set, so a
// chosen instant (a goal, half-time, a shootout) can be shown on demand. Per isolate.

let offsetMs = 0;

export function getDemoNow(): number {
  return Date.now() + offsetMs;
}

export function getDemoClockOffset(): number {
  return offsetMs;
}

/** Shifts the demo clock; 0 puts it back on real time. */
export function setDemoClockOffset(ms: number): void {
  if (!Number.isFinite(ms)) throw new Error('clock offset must be a finite number of milliseconds');
  offsetMs = Math.trunc(ms);
}

/** Sets the demo clock to read `at` now. */
export function setDemoNow(at: number): void {
  setDemoClockOffset(at - Date.now());
}
