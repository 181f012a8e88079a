// A Kings League match's state at one instant, to the second: its phase and the time left in it,
// the players on the pitch, the effects in force, the cards, the presidents' penalties, Matchball
// and the shootout. Pure: the same match, rules and instant give the same state.
import type { Match } from '../competition/types';
import type { SeasonRules } from '../../config/match-rules';
import { cardEffects, cardStates, playedCards } from './cards';
import { matchSecondAt, runningHalf } from './clock';
import { diceFace, perSide, sidedEvents, type SidedEvent } from './events';
import { onPitchAt, suspensions } from './on-pitch';
import { phaseAtSecond, type ClockPhase } from './phase';
import { presidentPenalties } from './president-penalty';
import { leaderOf, matchballDecidedAt, scoreBefore, scoreNow } from './score';
import { shootoutOf } from './shootout';
import type { ActiveEffect, MatchState, MatchStateOptions } from './types';

const OVER = new Set(['ended', 'cancelled', 'abandoned']);
/** Phases after which no secret card may be played and no president's penalty called. */
const AFTER_PLAY = new Set<ClockPhase['phase']>(['matchball', 'shootout', 'ended']);

/** The dice's face, from the second half's `DADO-n` event. */
function diceOf(events: readonly SidedEvent[], match: Match): number | undefined {
  for (const event of [...events, ...match.events]) {
    if (event.half !== 2) continue;
    const face = diceFace(event);
    if (face !== undefined) return face;
  }
  return undefined;
}

/** A card still in hand and a penalty still available once their time is over: unplayed and unused. */
function windowsClosed(rules: SeasonRules, common: Pick<MatchState, 'cards' | 'presidentPenalty'>, afterPlay: boolean, second: number): Pick<MatchState, 'cards' | 'presidentPenalty'> {
  const cardsOver = afterPlay || second > rules.secretCardLastSecond;
  const penaltiesOver = afterPlay || second > rules.presidentPenaltyLastSecond;
  return {
    cards: perSide((side) => (cardsOver && common.cards[side].status === 'inHand' ? { status: 'unplayed' } : common.cards[side])),
    presidentPenalty: perSide((side) => (penaltiesOver && common.presidentPenalty[side].status === 'available' ? { status: 'unused' } : common.presidentPenalty[side])),
  };
}

export function matchState(match: Match, rules: SeasonRules, now: number, options: MatchStateOptions = {}): MatchState {
  const events = sidedEvents(match);
  const played = playedCards(rules, events);
  const score = scoreNow(match, events);
  const dice = diceOf(events, match);
  const common = {
    cards: cardStates(played),
    presidentPenalty: presidentPenalties(events, options.presidents),
    ...(dice !== undefined ? { dice } : {}),
  };
  const shootout = shootoutOf(rules, events);
  const fullTime = 2 * rules.halfSeconds;

  const at = (clock: ClockPhase, second: number): MatchState => {
    const off = clock.phase === 'ended' || clock.phase === 'shootout' ? [] : suspensions(rules, events, second);
    const effects: ActiveEffect[] = [];
    if (clock.phase === 'doubleGoal' && clock.endsAtSecond !== undefined) effects.push({ kind: 'doubleGoalWindow', secondsLeft: clock.endsAtSecond - second });
    if (clock.phase !== 'ended' && clock.phase !== 'shootout') effects.push(...off, ...cardEffects(rules, played, events, second));
    const state: MatchState = {
      phase: clock.phase,
      matchSecond: second,
      onPitch: onPitchAt(rules, clock.phase, second, dice, off, played),
      effects,
      ...common,
      ...windowsClosed(rules, common, AFTER_PLAY.has(clock.phase), second),
    };
    if (clock.endsAtSecond !== undefined) state.phaseSecondsLeft = clock.endsAtSecond - second;
    if (clock.phase === 'matchball') {
      const leader = leaderOf(score);
      state.matchball = leader ? { nextGoalWins: false, leader } : { nextGoalWins: true };
    }
    if (shootout && (clock.phase === 'shootout' || clock.phase === 'ended')) state.shootout = shootout;
    return state;
  };

  if (OVER.has(match.displayStatus) || match.status.startsWith('ended')) return at({ phase: 'ended' }, fullTime);
  if (match.status === 'inPlayP') return { ...at({ phase: 'shootout' }, fullTime), shootout: shootout ?? { kicks: [], score: { home: 0, away: 0 }, suddenDeath: false } };
  if (match.status === 'halfTime') return at({ phase: 'halfTime' }, rules.halfSeconds);
  const half = runningHalf(match.status);
  if (half === undefined) {
    return { phase: 'notStarted', onPitch: onPitchAt(rules, 'notStarted', 0, undefined, [], played), effects: [], ...common };
  }
  const second = matchSecondAt(match, rules, now, options.dataAt, options.aheadSeconds) ?? (half - 1) * rules.halfSeconds;
  if (half === 2) {
    const decidedAt = matchballDecidedAt(rules, score, events);
    if (decidedAt !== undefined && second >= decidedAt) return at({ phase: 'ended' }, decidedAt);
  }
  const atMatchball = scoreBefore(score, events, rules.matchballFromSecond);
  const clock = phaseAtSecond(rules, half, second, atMatchball.home === atMatchball.away, score.home === score.away);
  return at(clock, clock.phase === 'ended' ? fullTime : second);
}
