// The score at a moment of the match, from the totals and the goal events after it, and whether
// a goal in Matchball mode has decided the match.
import type { Match } from '../competition/types';
import type { SeasonRules } from '../../config/match-rules';
import { goalValue, type SidedEvent } from './events';
import type { PerSide, Side } from './types';

const regulation = (event: SidedEvent) => event.half <= 2;

/** The score now: the totals sent, or the goal events when none were. */
export function scoreNow(match: Match, events: readonly SidedEvent[]): PerSide<number> {
  const counted = (side: Side) => events.filter((event) => regulation(event) && event.side === side).reduce((sum, event) => sum + goalValue(event), 0);
  return { home: match.scores.home ?? counted('home'), away: match.scores.away ?? counted('away') };
}

/** The score just before `second`: today's, less the goals from that second on. */
export function scoreBefore(now: PerSide<number>, events: readonly SidedEvent[], second: number): PerSide<number> {
  const later = (side: Side) => events.filter((event) => regulation(event) && event.side === side && event.matchSecond >= second).reduce((sum, event) => sum + goalValue(event), 0);
  return { home: now.home - later('home'), away: now.away - later('away') };
}

export const leaderOf = (score: PerSide<number>): Side | undefined => (score.home === score.away ? undefined : score.home > score.away ? 'home' : 'away');

/**
 * The second a Matchball goal ended the match, if one did: a goal that leaves its side ahead (the
 * leader's, or the next goal after an equaliser). An equaliser leaves the match going.
 */
export function matchballDecidedAt(rules: SeasonRules, now: PerSide<number>, events: readonly SidedEvent[]): number | undefined {
  const score = scoreBefore(now, events, rules.matchballFromSecond);
  if (score.home === score.away) return undefined;
  for (const event of events) {
    const value = goalValue(event);
    if (!regulation(event) || event.matchSecond < rules.matchballFromSecond || value === 0) continue;
    score[event.side] += value;
    if (leaderOf(score) === event.side) return event.matchSecond;
  }
  return undefined;
}
