// What counts as a change of a live match: the watcher pushes only when this differs.
import type { Match } from '../competition/types';
import type { PhaseStripView } from '../rules';

/**
 * What the phase strip shows that the clock alone changes (the phase, players a side, the effects
 * in force): a phase that begins between two minutes of the data is a change of its own. Not its
 * countdowns, its instant or its next change, which move every second: the page runs those.
 */
function stripShape(strip: PhaseStripView | undefined): unknown {
  if (!strip) return null;
  return [strip.phase, strip.onPitch, strip.effects.map((effect) => effect.text), strip.telling ?? null, strip.home, strip.away];
}

/**
 * What a fan waits for, as one comparable string: status, minute, score with its halves and
 * shootout, events, and the strip's state under the league's rules (`strip`, in any one language).
 * Team statistics tick with every pass, so they are not a change of their own: they ride along
 * with the next one (at least once a minute, with the clock).
 */
export function changeSignature(match: Match, strip?: PhaseStripView): string {
  return JSON.stringify([
    match.status,
    match.displayStatus,
    match.currentMinute ?? null,
    match.scores,
    match.events.map((event) => [event.half, event.matchSecond, event.teamId ?? null, event.playerId ?? null, event.codes]),
    stripShape(strip),
  ]);
}
