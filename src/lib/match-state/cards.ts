// Each team's secret card, read from its `CARD-ACT` event and the proposed `CARD-<ID>` code beside
// it, and the effects a played card keeps in force.
import { cardRule, cardsNamedBy, type SeasonRules, type SecretCardId } from '../../config/match-rules';
import { goalValue, has, perSide, RULE_CODES, type SidedEvent } from './events';
import type { ActiveEffect, PerSide, SecretCardState, Side } from './types';

export type PlayedCard = { side: Side; atSecond: number; card?: SecretCardId; asCard?: SecretCardId; playerId?: number };

/** The first card each side played (a side has one card a match). */
export function playedCards(rules: SeasonRules, events: readonly SidedEvent[]): PerSide<PlayedCard | undefined> {
  return perSide((side) => {
    const event = events.find((candidate) => candidate.side === side && candidate.half <= 2 && has(candidate, RULE_CODES.cardPlayed));
    return event && { side, atSecond: event.matchSecond, ...cardsNamedBy(rules, event.codes), playerId: event.playerId };
  });
}

export function cardStates(played: PerSide<PlayedCard | undefined>): PerSide<SecretCardState> {
  return perSide((side) => {
    const card = played[side];
    if (!card) return { status: 'inHand' };
    const state: SecretCardState = { status: 'played', atSecond: card.atSecond };
    if (card.card) state.card = card.card;
    if (card.asCard) state.asCard = card.asCard;
    if (card.playerId !== undefined) state.playerId = card.playerId;
    return state;
  });
}

/** The card whose effect applies: a joker's chosen card, or the card itself. */
export const effectiveCard = (card: PlayedCard): SecretCardId | undefined => card.asCard ?? card.card;

/** The second the star player first scored after his card, if he has. */
function starScoredAt(card: PlayedCard, events: readonly SidedEvent[]): number | undefined {
  if (card.playerId === undefined) return undefined;
  return events.find((event) => event.half <= 2 && event.playerId === card.playerId && event.matchSecond >= card.atSecond && goalValue(event) > 0)?.matchSecond;
}

/** The effects of played cards in force at `second`; instant cards (a penalty, a kick) have none. */
export function cardEffects(rules: SeasonRules, played: PerSide<PlayedCard | undefined>, events: readonly SidedEvent[], second: number): ActiveEffect[] {
  const effects: ActiveEffect[] = [];
  for (const card of [played.home, played.away]) {
    const id = card && effectiveCard(card);
    const rule = id && cardRule(rules, id);
    if (!card || !rule || second < card.atSecond) continue;
    if ((rule.effect === 'rivalOut' || rule.effect === 'doubleGoals') && rule.durationSeconds !== undefined) {
      const endsAtSecond = card.atSecond + rule.durationSeconds;
      if (second < endsAtSecond) effects.push({ kind: 'card', side: card.side, card: rule.id, secondsLeft: endsAtSecond - second, endsAtSecond });
    } else if (rule.effect === 'starPlayer') {
      const scored = starScoredAt(card, events);
      if (scored === undefined || second < scored) {
        effects.push(card.playerId === undefined ? { kind: 'card', side: card.side, card: rule.id } : { kind: 'card', side: card.side, card: rule.id, playerId: card.playerId });
      }
    }
  }
  return effects;
}
