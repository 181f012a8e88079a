// The league's match rules per season, as data: a new split's rules are one entry here, read by
// `matchState` (src/lib/match-state). Sources and their dates: docs/decisions/060-*.md.

/** The secret cards of the 2025 set; a season lists those it plays with. */
export const SECRET_CARD_IDS = ['penalty', 'shootout', 'rivalOut', 'doubleGoals', 'starPlayer', 'joker'] as const;
export type SecretCardId = (typeof SECRET_CARD_IDS)[number];

export type SecretCardRule = {
  id: SecretCardId;
  /** The code the demo league sends in `CARD-ACT` events (docs/data-contract.md, proposed). */
  code: string;
  /** How long its effect lasts in seconds; absent for an instant card (a penalty, a shootout). */
  durationSeconds?: number;
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
  /** From this second of each half to its end goals count double. */
  doubleGoalFromSecond: number;
  diceFaces: readonly number[];
  diceSeconds: number;
  secretCards: readonly SecretCardRule[];
  /** A card may be played until this match second. */
  secretCardLastSecond: number;
  presidentPenaltyLastSecond: number;
  suspensionSeconds: number;
  /** Matchball mode starts at this match second; players go down from `matchballStartPlayers` by one each `matchballStepSeconds`. */
  matchballFromSecond: number;
  matchballStartPlayers: number;
  matchballStepSeconds: number;
  shootoutKicksEach: number;
  shootoutKickSeconds: number;
};
