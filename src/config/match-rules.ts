// The league's match rules per season, as data: a new split's rules are one entry here, read by
// `matchState` (src/lib/match-state). Sources and their dates: docs/decisions/060-match-rules-as-data.md.

/** The secret cards of the 2025 set; a season lists those it plays with. */
export const SECRET_CARD_IDS = ['penalty', 'shootout', 'rivalOut', 'doubleGoals', 'starPlayer', 'joker'] as const;
export type SecretCardId = (typeof SECRET_CARD_IDS)[number];

/**
 * What a card does once played: an instant kick (`penalty`, `shootoutKick`), one rival player off
 * for its length (`rivalOut`), the side's goals counting double for its length (`doubleGoals`),
 * the chosen player's first goal counting double (`starPlayer`), or another card of the set (`joker`).
 */
export type SecretCardEffect = 'penalty' | 'shootoutKick' | 'rivalOut' | 'doubleGoals' | 'starPlayer' | 'joker';

export type SecretCardRule = {
  id: SecretCardId;
  /** The code the demo league sends in `CARD-ACT` events (docs/data-contract.md, proposed). */
  code: string;
  /** How long its effect lasts in seconds; absent for an instant card (a penalty, a shootout). */
  durationSeconds?: number;
  effect: SecretCardEffect;
};

export type SeasonRules = {
  /** Seasons this entry applies to; the default entry lists none. */
  seasonIds: readonly number[];
  halfSeconds: number;
  /** Kick-off is `scaleUpStartPlayers` a side plus goalkeepers; one more each `scaleUpStepSeconds`. */
  scaleUpStartPlayers: number;
  scaleUpStepSeconds: number;
  /** Outfield players plus the goalkeeper, in full play. */
  fullSidePlayers: number;
  /**
   * From this second of a half to its end goals count double, in the halves `doubleGoalHalves` lists
   * (the 2025 rules: the first half only, 17:00 to half-time).
   */
  doubleGoalFromSecond: number;
  doubleGoalHalves: readonly (1 | 2)[];
  /** The dice's faces: outfield players a side, each plus the goalkeeper. */
  diceFaces: readonly number[];
  /** The dice phase opens the second half and lasts this long. */
  diceSeconds: number;
  secretCards: readonly SecretCardRule[];
  /** A card may be played until this match second. */
  secretCardLastSecond: number;
  presidentPenaltyLastSecond: number;
  /** A yellow card's time off. */
  suspensionSeconds: number;
  /** A red card's time a side plays one short (the player does not come back; a team-mate may then). */
  sendingOffSeconds: number;
  /**
   * Matchball mode starts at this match second; players go down from `matchballStartPlayers` by one
   * each `matchballStepSeconds` to `matchballEndPlayers` (both counts with the goalkeeper).
   */
  matchballFromSecond: number;
  matchballStartPlayers: number;
  matchballStepSeconds: number;
  matchballEndPlayers: number;
  shootoutKicksEach: number;
  shootoutKickSeconds: number;
};

const MINUTE_SECONDS = 60;

/** The 2025 set of secret cards, as announced for the 2025-26 season. */
export const SECRET_CARDS_2025 = [
  { id: 'penalty', code: 'CARD-PEN', effect: 'penalty' },
  { id: 'shootout', code: 'CARD-SO', effect: 'shootoutKick' },
  { id: 'rivalOut', code: 'CARD-OUT', effect: 'rivalOut', durationSeconds: 4 * MINUTE_SECONDS },
  { id: 'doubleGoals', code: 'CARD-X2', effect: 'doubleGoals', durationSeconds: 4 * MINUTE_SECONDS },
  { id: 'starPlayer', code: 'CARD-STAR', effect: 'starPlayer' },
  { id: 'joker', code: 'CARD-JOKER', effect: 'joker' },
] as const satisfies readonly SecretCardRule[];

/** The rules of the 2025-26 season (the league's rules page and the season's kick-off press). */
const RULES_2025_26 = {
  halfSeconds: 20 * MINUTE_SECONDS,
  scaleUpStartPlayers: 1,
  scaleUpStepSeconds: MINUTE_SECONDS,
  fullSidePlayers: 7,
  doubleGoalFromSecond: 17 * MINUTE_SECONDS,
  doubleGoalHalves: [1],
  diceFaces: [1, 1, 2, 2, 3, 3],
  diceSeconds: 3 * MINUTE_SECONDS,
  secretCards: SECRET_CARDS_2025,
  secretCardLastSecond: 36 * MINUTE_SECONDS,
  presidentPenaltyLastSecond: 36 * MINUTE_SECONDS - 1,
  suspensionSeconds: 2 * MINUTE_SECONDS,
  sendingOffSeconds: 5 * MINUTE_SECONDS,
  matchballFromSecond: 36 * MINUTE_SECONDS,
  matchballStartPlayers: 5,
  matchballStepSeconds: MINUTE_SECONDS,
  matchballEndPlayers: 2,
  shootoutKicksEach: 5,
  shootoutKickSeconds: 5,
} as const satisfies Omit<SeasonRules, 'seasonIds'>;

/**
 * The default entry stands for any season the table does not list (earlier splits included: the
 * site keeps no record of their rules). The current split's seasons are listed by id so that the
 * next split's rules can become the default without changing how this split's matches read.
 */
export const DEFAULT_SEASON_RULES = { seasonIds: [], ...RULES_2025_26 } as const satisfies SeasonRules;

export const SEASON_RULES = [
  // 2025-26: the demo league's current seasons (Kings and Queens, every region).
  { seasonIds: [15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26], ...RULES_2025_26 },
] as const satisfies readonly SeasonRules[];

/** The first of `table` that lists the season, or the default. */
export function rulesFrom(table: readonly SeasonRules[], fallback: SeasonRules, seasonId: number): SeasonRules {
  return table.find((entry) => entry.seasonIds.includes(seasonId)) ?? fallback;
}

export function rulesForSeason(seasonId: number): SeasonRules {
  return rulesFrom(SEASON_RULES, DEFAULT_SEASON_RULES, seasonId);
}

/** The rule of one card in a season, found by id. */
export function cardRule(rules: SeasonRules, id: SecretCardId): SecretCardRule | undefined {
  return rules.secretCards.find((card) => card.id === id);
}

/**
 * The cards an event's codes name (`CARD-<ID>` beside `CARD-ACT`, docs/data-contract.md): a joker
 * carries the card it was played as beside it; nothing when the data does not say.
 */
export function cardsNamedBy(rules: SeasonRules, codes: readonly string[]): { card?: SecretCardId; asCard?: SecretCardId } {
  const named = rules.secretCards.filter((card) => codes.includes(card.code)).map((card) => card.id);
  if (named.includes('joker')) return { card: 'joker', asCard: named.find((id) => id !== 'joker') };
  return { card: named[0] };
}
