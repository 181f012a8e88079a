// Matches the demo has moved (POST /api/demo/reschedule): by how much and when, per isolate like
// the demo clock, so a reschedule can be shown on demand and its answers carry an `updatedAt`.

export type DemoReschedule = { shiftMinutes: number; atMs: number };

const reschedules = new Map<number, DemoReschedule>();

export function getDemoReschedule(matchId: number): DemoReschedule | undefined {
  return reschedules.get(matchId);
}

/** Moves a match by `minutes` more from its planned kick-off, as of `atMs`. */
export function rescheduleDemoMatch(matchId: number, minutes: number, atMs: number): DemoReschedule {
  const previous = reschedules.get(matchId)?.shiftMinutes ?? 0;
  const next = { shiftMinutes: previous + Math.trunc(minutes), atMs };
  reschedules.set(matchId, next);
  return next;
}
