// The rules moments a fan may opt in to (issue 39): a secret card played, a president's penalty
// taken (scored or missed) and Matchball starting. Read from the match's state as the phase strip
// reads it (`matchState`), never from the league's codes again, so an alert and the strip cannot
// disagree. Each moment has a key that names it once per match, as a goal's score does.
import { rulesForSeason, type SecretCardId } from '../../config/match-rules';
import { TEAM_ALERTS, type RulesMomentKind } from '../../config/team-alerts';
import type { Match } from '../competition/types';
import { matchState, type Side } from '../match-state';

type MomentOf<K extends RulesMomentKind, T> = { kind: K; key: string; atSecond: number } & T;

export type RulesMoment =
  | MomentOf<'card', { side: Side; card?: SecretCardId; asCard?: SecretCardId }>
  | MomentOf<'presidentPenalty', { side: Side; scored: boolean }>
  | MomentOf<'matchball', Record<never, never>>;

const SIDES: readonly Side[] = ['home', 'away'];

/**
 * Every rules moment the match has had by `now`, with the match clock then. A president's penalty
 * counts once its outcome is in the data (the strip's "pending" is not a moment yet); Matchball
 * counts while it is being played, not after a goal has decided it.
 */
export function rulesMomentsOf(match: Match, now: number): { moments: RulesMoment[]; matchSecond?: number } {
  const rules = rulesForSeason(match.seasonId);
  const state = matchState(match, rules, now);
  const moments: RulesMoment[] = [];
  for (const side of SIDES) {
    const card = state.cards[side];
    if (card.status === 'played') {
      moments.push({ kind: 'card', key: `card-${side}`, side, atSecond: card.atSecond, ...(card.card ? { card: card.card } : {}), ...(card.asCard ? { asCard: card.asCard } : {}) });
    }
    const penalty = state.presidentPenalty[side];
    if (penalty.status === 'used' && !penalty.pending) moments.push({ kind: 'presidentPenalty', key: `pp-${side}`, side, atSecond: penalty.atSecond, scored: penalty.scored });
  }
  if (state.phase === 'matchball') moments.push({ kind: 'matchball', key: 'matchball', atSecond: rules.matchballFromSecond });
  moments.sort((a, b) => a.atSecond - b.atSecond);
  return { moments, ...(state.matchSecond !== undefined ? { matchSecond: state.matchSecond } : {}) };
}

/** The moments still news at `now`: within TEAM_ALERTS.rulesMomentFreshSeconds of the match clock. */
export function freshRulesMoments(match: Match, now: number): RulesMoment[] {
  const { moments, matchSecond } = rulesMomentsOf(match, now);
  return moments.filter((moment) => matchSecond === undefined || matchSecond - moment.atSecond <= TEAM_ALERTS.rulesMomentFreshSeconds);
}
