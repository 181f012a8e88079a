// What of a match a subscriber is told, read from the match as it is now: each event has a key
// that names it once (a goal by the score it made), so whoever claims the key first sends it.
import type { AlertKind } from '../../config/team-alerts';
import type { Match } from '../competition/types';

export type AlertEvent = { kind: AlertKind; key: string };

/** Every alertable event the match has had, oldest first. */
export function alertEventsOf(match: Pick<Match, 'displayStatus' | 'scores'>): AlertEvent[] {
  const { displayStatus, scores } = match;
  if (displayStatus !== 'live' && displayStatus !== 'ended') return [];
  const events: AlertEvent[] = [{ kind: 'kick-off', key: 'kick-off' }];
  const home = scores.home ?? 0;
  const away = scores.away ?? 0;
  if (home + away > 0) events.push({ kind: 'goal', key: `goal:${home}-${away}` });
  if (displayStatus === 'ended') events.push({ kind: 'full-time', key: 'full-time' });
  return events;
}
