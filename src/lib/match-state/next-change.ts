// What the clock alone changes next in a running match: the end of its phase, of an effect in
// force, or a step of players on or off (the scale-up, Matchball). The strip carries it, so a
// page's own clock crosses that instant by itself between pushes.
import type { Match } from '../competition/types';
import type { SeasonRules } from '../../config/match-rules';
import { matchState } from './match-state';
import type { MatchState, MatchStateOptions } from './types';

/** Phases whose players a side change each minute while the clock runs. */
const STEPPING = new Set<MatchState['phase']>(['scaleUp', 'matchball']);

/** What a fan sees change by the clock: the phase, the players, which effects are in force, Matchball, the cards' and penalties' time. */
const shapeOf = (state: MatchState) => JSON.stringify([
  state.phase,
  state.onPitch,
  state.effects.map((effect) => [effect.kind, 'side' in effect ? effect.side : null, 'card' in effect ? effect.card : null]),
  state.matchball ?? null,
  [state.cards.home.status, state.cards.away.status, state.presidentPenalty.home.status, state.presidentPenalty.away.status],
]);

/**
 * The first instant after `now` at which the state changes with no new event, `inSeconds` away,
 * and the state then; undefined while the clock does not run (before kick-off, half-time, the
 * shootout, the end) or nothing changes before the phase's end. At most a handful of states are
 * worked out: the instants where something may change, in order.
 */
export function nextChange(
  match: Match, rules: SeasonRules, now: number, options: MatchStateOptions = {}, current: MatchState = matchState(match, rules, now, options),
): { inSeconds: number; state: MatchState } | undefined {
  if (current.phaseSecondsLeft === undefined || current.matchSecond === undefined) return undefined;
  const candidates = new Set<number>([current.phaseSecondsLeft]);
  for (const effect of current.effects) if (effect.secondsLeft !== undefined) candidates.add(effect.secondsLeft);
  if (STEPPING.has(current.phase)) candidates.add(60 - (current.matchSecond % 60));
  // A season whose last second for cards or penalties is not Matchball's first closes them on its own.
  for (const last of [rules.secretCardLastSecond, rules.presidentPenaltyLastSecond]) candidates.add(last + 1 - current.matchSecond);
  const shape = shapeOf(current);
  for (const inSeconds of [...candidates].filter((seconds) => seconds > 0).sort((a, b) => a - b)) {
    const state = matchState(match, rules, now, { ...options, aheadSeconds: inSeconds });
    if (shapeOf(state) !== shape) return { inSeconds, state };
  }
  return undefined;
}
