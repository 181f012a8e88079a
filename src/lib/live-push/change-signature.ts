// What counts as a change of a live match: the watcher pushes only when this differs.
import type { Match } from '../competition/types';

/**
 * What a fan waits for, as one comparable string: status, minute, score with its halves and
 * shootout, and events. Team statistics tick with every pass, so they are not a change of their
 * own: they ride along with the next one (at least once a minute, with the clock).
 */
export function changeSignature(match: Match): string {
  return JSON.stringify([
    match.status,
    match.displayStatus,
    match.currentMinute ?? null,
    match.scores,
    match.events.map((event) => [event.half, event.matchSecond, event.teamId ?? null, event.playerId ?? null, event.codes]),
  ]);
}
