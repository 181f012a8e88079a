// Which phase of a Kings League match a running clock is in, and when that phase ends: the
// season's rules set every boundary, nothing here names a minute.
import type { SeasonRules } from '../../config/match-rules';
import type { MatchPhase } from './types';

export type ClockPhase = { phase: MatchPhase; endsAtSecond?: number };

/** The second the scale-up reaches full sides: 1 v 1 plus goalkeepers, one more a side a step. */
export function scaleUpEndSecond(rules: SeasonRules): number {
  return (rules.fullSidePlayers - (rules.scaleUpStartPlayers + 1)) * rules.scaleUpStepSeconds;
}

export function diceEndSecond(rules: SeasonRules): number {
  return rules.halfSeconds + rules.diceSeconds;
}

/** The match second the double-goal window of `half` opens, if that half has one. */
export function doubleGoalStartSecond(rules: SeasonRules, half: 1 | 2): number | undefined {
  return rules.doubleGoalHalves.includes(half) ? (half - 1) * rules.halfSeconds + rules.doubleGoalFromSecond : undefined;
}

/**
 * The phase at `second` of `half` while the clock runs. `levelAtMatchball` is whether the score
 * was level when Matchball mode was due (a level match goes straight to the shootout), `levelNow`
 * whether it is level at the final whistle.
 */
export function phaseAtSecond(rules: SeasonRules, half: 1 | 2, second: number, levelAtMatchball: boolean, levelNow: boolean): ClockPhase {
  const halfEnd = half * rules.halfSeconds;
  if (second >= halfEnd) return half === 1 ? { phase: 'halfTime' } : { phase: levelNow ? 'shootout' : 'ended' };
  const doubleFrom = doubleGoalStartSecond(rules, half);
  if (half === 1) {
    const scaleUpEnd = scaleUpEndSecond(rules);
    if (second < scaleUpEnd) return { phase: 'scaleUp', endsAtSecond: scaleUpEnd };
    if (doubleFrom !== undefined && second >= doubleFrom) return { phase: 'doubleGoal', endsAtSecond: halfEnd };
    return { phase: 'play', endsAtSecond: doubleFrom ?? halfEnd };
  }
  if (second < diceEndSecond(rules)) return { phase: 'dice', endsAtSecond: diceEndSecond(rules) };
  if (second >= rules.matchballFromSecond) return levelAtMatchball ? { phase: 'shootout' } : { phase: 'matchball', endsAtSecond: halfEnd };
  if (doubleFrom !== undefined && second >= doubleFrom) return { phase: 'doubleGoal', endsAtSecond: Math.min(halfEnd, rules.matchballFromSecond) };
  return { phase: 'play', endsAtSecond: Math.min(doubleFrom ?? halfEnd, rules.matchballFromSecond) };
}

/** Whether a secret card or a president's penalty may be called at `second`: in open play only. */
export function rulesMomentAllowed(rules: SeasonRules, second: number, lastSecond: number): boolean {
  if (second > lastSecond) return false;
  const half = second < rules.halfSeconds ? 1 : 2;
  return phaseAtSecond(rules, half, second, false, false).phase === 'play';
}
