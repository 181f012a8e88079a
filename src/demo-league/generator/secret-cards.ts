// Each team draws a secret card of the season's set before the match and sometimes plays it in
// open play before minute 36; the card's code rides beside `CARD-ACT` (the code proposed to the
// league, docs/data-contract.md). Instant cards bring their kick; timed ones act through the rules.
import type { SecretCardId, SecretCardRule, SeasonRules } from '../../config/match-rules';
import { rulesMomentAllowed } from '../../lib/match-state';
import { EVENT_CODES as E } from '../codes';
import type { Rng } from '../seeded-random';
import type { EventTuple } from './types';

export type CardSide = { teamId: number; shooters: readonly { id: number; weight: number }[] };
export type PlayedCard = { teamId: number; second: number; card: SecretCardId; starId?: number };

/** How often a side plays the card it drew. */
const PLAY_RATE = 0.7;

/** A second when cards may be played: open play, from the scale-up's end to minute 36. */
function openPlaySecond(rng: Rng, rules: SeasonRules): number | undefined {
  for (let tries = 0; tries < 20; tries++) {
    const second = rng.int(0, rules.secretCardLastSecond - 40);
    if (rulesMomentAllowed(rules, second, rules.secretCardLastSecond - 40)) return second;
  }
  return undefined;
}

const codeOf = (rules: SeasonRules, id: SecretCardId) => rules.secretCards.find((card) => card.id === id)!.code;

/** A shot from a card: a goal or a miss, with the codes the league sends for it. */
function kick(rng: Rng, second: number, half: number, teamId: number, playerId: number, scored: string, missed: string, rate: number): EventTuple {
  return [second, half, teamId, playerId, rng.chance(rate) ? scored : missed];
}

export function playSecretCard(rng: Rng, rules: SeasonRules, side: CardSide, halfOf: (second: number) => 1 | 2): { events: EventTuple[]; played?: PlayedCard } {
  const drawn: SecretCardRule = rng.pick(rules.secretCards);
  if (!rng.chance(PLAY_RATE)) return { events: [] };
  const second = openPlaySecond(rng, rules);
  if (second === undefined) return { events: [] };
  // A joker is played as another card of the set (stealing the rival's is left to the real league).
  const acting = drawn.id === 'joker' ? rng.pick(rules.secretCards.filter((card) => card.id !== 'joker')) : drawn;
  const shooter = side.shooters.length > 0 ? rng.weighted(side.shooters, (s) => s.weight).id : 0;
  const half = halfOf(second);
  const codes = [E.secretWeapon, drawn.code, ...(drawn.id === 'joker' ? [codeOf(rules, acting.id)] : [])].join(',');
  const starId = acting.id === 'starPlayer' ? shooter : undefined;
  const events: EventTuple[] = [[second, half, side.teamId, starId ?? 0, codes]];
  if (acting.effect === 'penalty') {
    events.push([second + 10, half, side.teamId, shooter, E.penaltyAwarded]);
    events.push(kick(rng, second + 30, half, side.teamId, shooter, `${E.goal},${E.penaltyGoal}`, E.penaltyMissed, 0.78));
  } else if (acting.effect === 'shootoutKick') {
    events.push(kick(rng, second + 20, half, side.teamId, shooter, `${E.goal},${E.shootoutScored}`, E.shootoutMissed, 0.6));
  }
  return { events, played: { teamId: side.teamId, second, card: acting.id, ...(starId !== undefined ? { starId } : {}) } };
}
