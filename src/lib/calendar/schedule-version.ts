// SEQUENCE and LAST-MODIFIED of a match's event, derived from the data alone (ADR 020): the
// provider's `updatedAt` when it sends one. Nothing is stored, so every isolate and every fetch
// writes the same numbers for the same data.
import type { Match } from '../competition/types';

/** SEQUENCE counts minutes from here, so it fits RFC 5545's integer for millennia. */
const SEQUENCE_EPOCH_MS = Date.UTC(2020, 0, 1);
const MINUTE_MS = 60_000;

export type ScheduleVersion = { sequence: number; lastModifiedMs?: number };

/**
 * A match changed later has a larger SEQUENCE: update times only move forward, so counting
 * minutes since a fixed instant is monotonic without remembering earlier versions. Without an
 * update time the event keeps version 0 and no LAST-MODIFIED.
 */
export function scheduleVersion(match: Pick<Match, 'updatedAt'>): ScheduleVersion {
  const updated = match.updatedAt ? Date.parse(match.updatedAt) : Number.NaN;
  if (!Number.isFinite(updated) || updated < SEQUENCE_EPOCH_MS) return { sequence: 0 };
  return { sequence: Math.floor((updated - SEQUENCE_EPOCH_MS) / MINUTE_MS), lastModifiedMs: updated };
}
