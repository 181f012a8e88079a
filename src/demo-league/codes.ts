// The league's event and statistic codes (docs/data-contract.md, "Codes"), shared by the generator,
// the live simulation and the API. Stored statistics are arrays in STAT_CODES order: changing the
// order changes the seed, so bump GENERATOR_VERSION with it.

export const EVENT_CODES = {
  goal: 'GOL',
  doubleGoal: 'GOL-D',
  assist: 'ASS-V',
  yellowCard: 'TA',
  redCard: 'TR',
  penaltyAwarded: 'PEN',
  penaltyGoal: 'GOL-P',
  penaltyMissed: 'PEN-F',
  presidentPenalty: 'PP',
  presidentPenaltyGoal: 'GOL-PP',
  shootoutScored: 'SO-G',
  shootoutMissed: 'SO-F',
  secretWeapon: 'CARD-ACT',
  var: 'VAR',
  mvp: 'MVP',
} as const;

/** The dice roll's code carries how many players a side stay on the pitch. */
export function diceCode(playersPerSide: number): string {
  return `DADO-${playersPerSide}`;
}

export const STAT_CODES = [
  'GOL', 'ASS-V', 'MVP', 'TIR', 'TIR-S', 'PAS', 'PAS-X', 'FAL', 'CRN', 'TA', 'TR', 'XG', 'XA',
  'REC', 'INT', 'ENT', 'REG', 'OCA', 'GOL-P', 'GOL-PP', 'GOL-D', 'MIN', 'GOL-S', 'PRT',
] as const;
export type StatCode = (typeof STAT_CODES)[number];

/** Section 9: these statistics are shown for goalkeepers only. */
export const GOALKEEPER_STAT_CODES: readonly StatCode[] = ['GOL-S', 'PRT'];

/** Statistics measured in fractions; every other one is a whole count. */
export const DECIMAL_STAT_CODES: readonly StatCode[] = ['XG', 'XA'];

export function statIndex(code: StatCode): number {
  return STAT_CODES.indexOf(code);
}

export function isStatCode(value: string): value is StatCode {
  return (STAT_CODES as readonly string[]).includes(value);
}
