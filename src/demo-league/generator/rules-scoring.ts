// What the season's rules do to the goals of a simulated match: goals count double in the
// double-goal window, under a double-goals card and for a star player's first goal; Matchball
// ends the match at the goal that puts a side ahead, and a match level at minute 36 stops there
// for the shootout.
import type { SeasonRules } from '../../config/match-rules';
import { EVENT_CODES as E } from '../codes';
import type { PlayedCard } from './secret-cards';
import type { EventTuple } from './types';

const codesOf = (event: EventTuple) => event[4].split(',');
const isGoal = (event: EventTuple) => event[1] <= 2 && codesOf(event).includes(E.goal);
/** The president's penalty and penalty kicks are never doubled. */
const doubles = (event: EventTuple) => !codesOf(event).some((code) => code === E.presidentPenaltyGoal);

function inDoubleWindow(rules: SeasonRules, second: number): boolean {
  return rules.doubleGoalHalves.some((half) => {
    const start = (half - 1) * rules.halfSeconds + rules.doubleGoalFromSecond;
    return second >= start && second < half * rules.halfSeconds;
  });
}

/** Marks `GOL-D` on every goal the rules or a card make worth two. */
export function markDoubleGoals(rules: SeasonRules, events: readonly EventTuple[], cards: readonly PlayedCard[]): EventTuple[] {
  const starScored = new Set<number>();
  return [...events].sort((a, b) => a[0] - b[0]).map((event) => {
    if (!isGoal(event) || !doubles(event) || codesOf(event).includes(E.doubleGoal)) return event;
    const [second, , teamId, playerId] = event;
    const card = cards.find((c) => c.teamId === teamId && second >= c.second);
    const cardRule = card && rules.secretCards.find((rule) => rule.id === card.card);
    const underCard = !!cardRule && cardRule.effect === 'doubleGoals' && second < card!.second + (cardRule.durationSeconds ?? 0);
    const star = !!card && card.card === 'starPlayer' && card.starId === playerId && !starScored.has(playerId);
    if (star) starScored.add(playerId);
    return inDoubleWindow(rules, second) || underCard || star ? [event[0], event[1], event[2], event[3], `${event[4]},${E.doubleGoal}`] : event;
  });
}

const value = (event: EventTuple) => (isGoal(event) ? (codesOf(event).includes(E.doubleGoal) ? 2 : 1) : 0);

export type RegulationEnd = { second: number; by: 'matchballGoal' | 'levelAtMatchball' | 'fullTime' };

/**
 * When regulation ends: at a Matchball goal that puts its side ahead, at minute 36 when the score
 * is level then (straight to the shootout), or at the final whistle.
 */
export function regulationEnd(rules: SeasonRules, events: readonly EventTuple[], homeTeamId: number): RegulationEnd {
  const score = { home: 0, away: 0 };
  const sorted = [...events].filter((e) => e[1] <= 2).sort((a, b) => a[0] - b[0]);
  for (const event of sorted) if (event[0] < rules.matchballFromSecond) score[event[2] === homeTeamId ? 'home' : 'away'] += value(event);
  if (score.home === score.away) return { second: rules.matchballFromSecond, by: 'levelAtMatchball' };
  for (const event of sorted) {
    if (event[0] < rules.matchballFromSecond || value(event) === 0) continue;
    const side = event[2] === homeTeamId ? 'home' : 'away';
    score[side] += value(event);
    if (score[side] > score[side === 'home' ? 'away' : 'home']) return { second: event[0], by: 'matchballGoal' };
  }
  return { second: 2 * rules.halfSeconds, by: 'fullTime' };
}

/** The regulation events up to the end the rules set (a Matchball goal is the match's last event). */
export function withinRegulation(rules: SeasonRules, events: readonly EventTuple[], homeTeamId: number): EventTuple[] {
  const end = regulationEnd(rules, events, homeTeamId);
  return events.filter((e) => e[1] > 2 || (end.by === 'levelAtMatchball' ? e[0] < end.second : e[0] <= end.second));
}
