// The statistics pages' vocabulary: the codes, the columns, and for each ranking whom it ranks,
// where its numbers come from, the column that orders it (and its chart) and the columns it
// shows. Each ranking's config, and each hub's list, is in its route record (src/config/routes.ts).

/** The data contract's statistic codes (docs/data-contract.md); GOL-S and PRT rank goalkeepers only. */
export const STAT_CODES = [
  'GOL', 'ASS-V', 'MVP', 'TIR', 'TIR-S', 'PAS', 'PAS-X', 'FAL', 'CRN', 'TA', 'TR', 'XG', 'XA', 'REC', 'INT',
  'ENT', 'REG', 'OCA', 'GOL-P', 'GOL-PP', 'GOL-D', 'MIN', 'GOL-S', 'PRT',
] as const;
export type StatCode = (typeof STAT_CODES)[number];

/** How a number is shown: whole numbers, two decimals (expected goals) or a percentage of a ratio. */
export type ValueFormat = 'integer' | 'decimal' | 'percent';

export type StatColumnDefinition =
  | { kind: 'rank' }
  | { kind: 'player' }
  | { kind: 'team' }
  | { kind: 'matchday' }
  /** Matches played, as the ranking statistic's entry counts them. */
  | { kind: 'matches'; format: 'integer' }
  | { kind: 'code'; code: StatCode; format: Exclude<ValueFormat, 'percent'> }
  /** numerator ÷ the sum of the denominators, shown as a percentage; absent while the sum is 0. */
  | { kind: 'ratio'; numerator: StatCode; denominator: readonly StatCode[]; format: 'percent' };

/** Column ids are what `?sort=` and `?col=` carry, so they stay short, plain words. */
export const STAT_COLUMNS = {
  rank: { kind: 'rank' },
  player: { kind: 'player' },
  team: { kind: 'team' },
  matchday: { kind: 'matchday' },
  matches: { kind: 'matches', format: 'integer' },
  goals: { kind: 'code', code: 'GOL', format: 'integer' },
  assists: { kind: 'code', code: 'ASS-V', format: 'integer' },
  mvp: { kind: 'code', code: 'MVP', format: 'integer' },
  shots: { kind: 'code', code: 'TIR', format: 'integer' },
  shotsOnTarget: { kind: 'code', code: 'TIR-S', format: 'integer' },
  shotAccuracy: { kind: 'ratio', numerator: 'TIR-S', denominator: ['TIR'], format: 'percent' },
  passes: { kind: 'code', code: 'PAS', format: 'integer' },
  passesCompleted: { kind: 'code', code: 'PAS-X', format: 'integer' },
  passAccuracy: { kind: 'ratio', numerator: 'PAS-X', denominator: ['PAS'], format: 'percent' },
  xg: { kind: 'code', code: 'XG', format: 'decimal' },
  xa: { kind: 'code', code: 'XA', format: 'decimal' },
  recoveries: { kind: 'code', code: 'REC', format: 'integer' },
  interceptions: { kind: 'code', code: 'INT', format: 'integer' },
  tackles: { kind: 'code', code: 'ENT', format: 'integer' },
  dribbles: { kind: 'code', code: 'REG', format: 'integer' },
  chances: { kind: 'code', code: 'OCA', format: 'integer' },
  doubleGoals: { kind: 'code', code: 'GOL-D', format: 'integer' },
  penaltyGoals: { kind: 'code', code: 'GOL-P', format: 'integer' },
  presidentGoals: { kind: 'code', code: 'GOL-PP', format: 'integer' },
  saves: { kind: 'code', code: 'PRT', format: 'integer' },
  conceded: { kind: 'code', code: 'GOL-S', format: 'integer' },
  saveRate: { kind: 'ratio', numerator: 'PRT', denominator: ['PRT', 'GOL-S'], format: 'percent' },
  yellowCards: { kind: 'code', code: 'TA', format: 'integer' },
  redCards: { kind: 'code', code: 'TR', format: 'integer' },
} as const satisfies Record<string, StatColumnDefinition>;
export type StatColumnId = keyof typeof STAT_COLUMNS;

/**
 * Where a page's rows come from: one ranking per code merged by player or team, section 7's
 * card query (yellow with red beside it), or each matchday's MVP.
 */
export type StatSource = 'codes' | 'cards' | 'matchdayMvp';

export type StatPageConfig = {
  scope: 'players' | 'teams';
  source: StatSource;
  /** The column whose order the page, its top three and its chart follow; none for matchday MVPs. */
  ranking?: StatColumnId;
  /** The statistic columns, after rank, player and team. */
  columns: readonly StatColumnId[];
  /** Marks the season's best goalkeeper (the season meta's best_goalkeeper_id). */
  highlightBestGoalkeeper?: boolean;
};

/** A ranking of the contract's codes, ordered by one of its columns. */
export const codes = (ranking: StatColumnId, columns: readonly StatColumnId[]) => ({ source: 'codes', ranking, columns }) as const;

export const GOALKEEPING = ['saves', 'conceded', 'saveRate', 'matches'] as const satisfies readonly StatColumnId[];

/** Rows a statistics table shows per page. */
export const STAT_PAGE_SIZE = 20;
/** Bars in a statistics page's chart. */
export const STAT_CHART_SIZE = 10;
/** The most player rankings one call asks for (the contract's largest page). */
export const PLAYER_STATS_PAGE_SIZE = 200;
