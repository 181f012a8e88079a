// The statistics pages' vocabulary: the codes, the columns, and for each ranking whom it ranks,
// where its numbers come from, the column that orders it (and its chart) and the columns it
// shows. Each ranking's route record (src/config/routes.ts) names its config from here.

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

const players = (ranking: StatColumnId, columns: readonly StatColumnId[]): StatPageConfig =>
  ({ scope: 'players', source: 'codes', ranking, columns });
const teams = (ranking: StatColumnId, columns: readonly StatColumnId[]): StatPageConfig =>
  ({ scope: 'teams', source: 'codes', ranking, columns });

const GOALKEEPING = ['saves', 'conceded', 'saveRate', 'matches'] as const satisfies readonly StatColumnId[];

export const STAT_PAGE_CONFIGS = {
  statsMvp: players('mvp', ['mvp', 'matches']),
  statsCards: { scope: 'players', source: 'cards', ranking: 'yellowCards', columns: ['yellowCards', 'redCards'] },
  statsGoals: players('goals', ['goals', 'matches']),
  statsShots: players('shots', ['shots', 'shotsOnTarget', 'shotAccuracy']),
  statsAssists: players('assists', ['assists', 'matches']),
  statsPassing: players('passes', ['passes', 'passesCompleted', 'passAccuracy']),
  statsMatchdayMvp: { scope: 'players', source: 'matchdayMvp', columns: [] },
  statsExpected: players('xg', ['xg', 'xa']),
  statsDefensives: players('recoveries', ['recoveries', 'interceptions', 'tackles']),
  statsGoalkeeper: players('saves', GOALKEEPING),
  statsOffensives: players('dribbles', ['dribbles', 'chances']),
  statsGoalsGrouped: players('goals', ['goals', 'doubleGoals', 'penaltyGoals', 'presidentGoals']),
  statsBestGoalkeeper: { ...players('saves', GOALKEEPING), highlightBestGoalkeeper: true },
  teamStatsCards: teams('yellowCards', ['yellowCards', 'redCards', 'matches']),
  teamStatsShots: teams('shots', ['shots', 'shotsOnTarget', 'shotAccuracy']),
  teamStatsPassing: teams('passes', ['passes', 'passesCompleted', 'passAccuracy']),
  teamStatsGoalsGrouped: teams('goals', ['goals', 'doubleGoals', 'penaltyGoals', 'presidentGoals']),
  teamStatsExpected: teams('xg', ['xg', 'xa']),
  teamStatsDefensives: teams('recoveries', ['recoveries', 'interceptions', 'tackles']),
  teamStatsOffensives: teams('dribbles', ['dribbles', 'chances']),
} as const satisfies Record<string, StatPageConfig>;

/** The two hubs and the pages each previews (top three and a link), in the order shown. */
export const STAT_HUB_PAGES = {
  stats: [
    'statsGoals', 'statsAssists', 'statsMvp', 'statsMatchdayMvp', 'statsShots', 'statsExpected', 'statsOffensives',
    'statsPassing', 'statsDefensives', 'statsGoalsGrouped', 'statsGoalkeeper', 'statsBestGoalkeeper', 'statsCards',
  ],
  teamStats: [
    'teamStatsGoalsGrouped', 'teamStatsShots', 'teamStatsExpected', 'teamStatsOffensives', 'teamStatsPassing',
    'teamStatsDefensives', 'teamStatsCards',
  ],
} as const satisfies Record<string, readonly (keyof typeof STAT_PAGE_CONFIGS)[]>;

/** Rows a statistics table shows per page. */
export const STAT_PAGE_SIZE = 20;
/** Bars in a statistics page's chart. */
export const STAT_CHART_SIZE = 10;
/** The most player rankings one call asks for (the contract's largest page). */
export const PLAYER_STATS_PAGE_SIZE = 200;
