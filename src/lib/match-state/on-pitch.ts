// Players on the pitch for each side, goalkeepers included: the phase sets the count (scale-up,
// dice, Matchball's countdown), then every player off (a yellow's two minutes, a red's time one
// short, a rival-out card) takes one away. A side never has fewer than its goalkeeper.
import { cardRule, type SeasonRules } from '../../config/match-rules';
import { has, otherSide, RULE_CODES, type SidedEvent } from './events';
import type { ActiveEffect, MatchPhase, PerSide, Side } from './types';
import { effectiveCard, type PlayedCard } from './cards';

/** The count the phase sets at `second`, before anyone is sent off. */
export function phasePlayers(rules: SeasonRules, phase: MatchPhase, second: number, dice: number | undefined): number {
  const kickOff = rules.scaleUpStartPlayers + 1;
  switch (phase) {
    case 'notStarted':
      return kickOff;
    case 'scaleUp':
      return Math.min(rules.fullSidePlayers, kickOff + Math.floor(second / rules.scaleUpStepSeconds));
    case 'dice':
      return dice === undefined ? rules.fullSidePlayers : dice + 1;
    case 'matchball':
      return Math.max(rules.matchballEndPlayers, rules.matchballStartPlayers - Math.floor((second - rules.matchballFromSecond) / rules.matchballStepSeconds));
    case 'shootout':
      // A kicker against the goalkeeper: one of each side at a time.
      return 1;
    case 'ended':
      return 0;
    default:
      return rules.fullSidePlayers;
  }
}

/** Players off at `second`: yellows (not in Matchball mode, where a yellow is a shootout kick instead) and reds. */
export function suspensions(rules: SeasonRules, events: readonly SidedEvent[], second: number): Extract<ActiveEffect, { kind: 'suspension' }>[] {
  const off: Extract<ActiveEffect, { kind: 'suspension' }>[] = [];
  for (const event of events) {
    if (event.half > 2 || event.matchSecond > second) continue;
    const red = has(event, RULE_CODES.redCard);
    const yellow = !red && has(event, RULE_CODES.yellowCard) && event.matchSecond < rules.matchballFromSecond;
    if (!red && !yellow) continue;
    const backAtSecond = event.matchSecond + (red ? rules.sendingOffSeconds : rules.suspensionSeconds);
    if (second >= backAtSecond) continue;
    off.push({ kind: 'suspension', side: event.side, playerId: event.playerId, secondsLeft: backAtSecond - second, backAtSecond, ...(red ? { sentOff: true } : {}) });
  }
  return off;
}

/** Sides a rival-out card keeps one short at `second`. */
function rivalOutAgainst(rules: SeasonRules, played: PerSide<PlayedCard | undefined>, second: number): Side[] {
  const against: Side[] = [];
  for (const card of [played.home, played.away]) {
    const id = card && effectiveCard(card);
    const rule = id && cardRule(rules, id);
    if (!card || !rule || rule.effect !== 'rivalOut' || rule.durationSeconds === undefined) continue;
    if (second >= card.atSecond && second < card.atSecond + rule.durationSeconds) against.push(otherSide(card.side));
  }
  return against;
}

export function onPitchAt(
  rules: SeasonRules, phase: MatchPhase, second: number, dice: number | undefined,
  off: readonly Extract<ActiveEffect, { kind: 'suspension' }>[], played: PerSide<PlayedCard | undefined>,
): PerSide<number> {
  const base = phasePlayers(rules, phase, second, dice);
  if (base <= 1) return { home: base, away: base };
  const rivalOut = rivalOutAgainst(rules, played, second);
  const count = (side: Side) => Math.max(1, base - off.filter((s) => s.side === side).length - rivalOut.filter((s) => s === side).length);
  return { home: count('home'), away: count('away') };
}
