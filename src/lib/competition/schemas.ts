// Runtime checks for every answer of docs/data-contract.md. Required fields are strict: a broken
// item fails the whole answer, which the client then treats as a failed call. Fields marked `?`
// are tolerant: absent, null, or of the wrong type, they are read as missing. Unknown fields are
// stripped (zod's default), so they never reach reshape/.
import { z } from 'zod';
import {
  acceptMissing, DateTextSchema, GenderSchema, IdSchema, MaybeBoolean, MaybeDate, MaybeId, MaybeImage, MaybeJersey,
  MaybeNumber, MaybeText, parseJsonText, PlacementSchema, PlayerRoleSchema, unwrapData,
} from './schemas/read-helpers';
import { SeasonMetaSchema } from './schemas/season-meta';

export { SeasonMetaSchema, unwrapData };

export const CompetitionSchema = z.object({
  id: IdSchema, name: z.string(), gender: GenderSchema, type: MaybeText,
  international: MaybeBoolean, visible: z.boolean(), countryId: MaybeId,
});

export const TurnSummarySchema = z.object({
  id: IdSchema, name: z.string(), shortName: MaybeText, start: DateTextSchema, finish: MaybeDate,
});
export const GroupSchema = z.object({
  id: IdSchema, name: z.string(), hasStandings: z.boolean(), turns: z.array(TurnSummarySchema),
});
export const PhaseSchema = z.object({
  id: IdSchema, name: z.string(), shortName: MaybeText, type: z.enum(['league', 'playoff']),
  order: z.number().int(), groups: z.array(GroupSchema),
});

export const SeasonSchema = z.object({
  id: IdSchema, competitionId: IdSchema, seasonClusterId: IdSchema, name: z.string(), displayName: MaybeText,
  start: DateTextSchema, finish: DateTextSchema, finished: z.boolean(), isCurrent: z.boolean(),
  winnerTeamId: MaybeId, hasStandings: z.boolean(), competition: CompetitionSchema,
  metaInformation: SeasonMetaSchema, phases: acceptMissing(z.array(PhaseSchema)),
});
export const SeasonClusterSchema = z.object({ id: IdSchema, name: z.string(), seasons: z.array(SeasonSchema) });

export const PlayerRefSchema = z.object({
  id: IdSchema, firstName: z.string(), lastName: z.string(), jerseyName: MaybeText, role: PlayerRoleSchema,
  jersey: MaybeJersey, image: MaybeImage,
});
export const TeamRefSchema = z.object({
  id: IdSchema, name: z.string(), shortName: z.string(), logo: MaybeImage,
  firstColorHEX: MaybeText, secondColorHEX: MaybeText, players: acceptMissing(z.array(PlayerRefSchema)),
});

export const StatValueSchema = z.object({
  parameterCode: z.string(), total: z.number(), total1T: MaybeNumber, total2T: MaybeNumber,
});
const TeamMatchStatsSchema = z.object({
  teamStats: z.array(StatValueSchema),
  players: acceptMissing(z.array(z.object({ playerId: IdSchema, playerStats: z.array(StatValueSchema) }))),
});
export const MatchStatsSchema = z.object({ homeTeam: TeamMatchStatsSchema, awayTeam: TeamMatchStatsSchema });

export const EventSchema = z.object({
  half: z.literal([1, 2, 3, 4, 5]), second: acceptMissing(z.number().nonnegative()), matchSecond: z.number().nonnegative(),
  teamId: MaybeId, playerId: MaybeId, parameterAppString: z.string(),
});

const ScoreSchema = acceptMissing(z.number().int().nonnegative());
const MatchScoresSchema = z.object({
  homeScore: ScoreSchema, awayScore: ScoreSchema, homeScore1T: ScoreSchema, homeScore2T: ScoreSchema,
  awayScore1T: ScoreSchema, awayScore2T: ScoreSchema, homeScoreP: ScoreSchema, awayScoreP: ScoreSchema,
});

export const MatchSchema = z.object({
  id: IdSchema, date: DateTextSchema, seasonId: IdSchema, phaseId: IdSchema, groupId: IdSchema, turnId: IdSchema,
  // When the provider last changed the match (its schedule above all); not every answer carries it.
  updatedAt: MaybeDate,
  status: z.string(), currentMinute: acceptMissing(z.number().nonnegative()), stadiumId: MaybeId,
  // Proposed to the league's data team (docs/data-contract.md): the clock to the second, and when.
  clock: acceptMissing(z.object({ matchSecond: z.number().nonnegative(), at: DateTextSchema })),
  stadium: acceptMissing(z.object({ name: z.string(), country: MaybeText })),
  groupName: MaybeText, turnName: MaybeText,
  metaInformation: acceptMissing(z.preprocess(parseJsonText, z.object({ youtube_url: MaybeText }))),
  participants: z.object({
    homeTeamId: MaybeId, awayTeamId: MaybeId,
    homeTeam: acceptMissing(TeamRefSchema), awayTeam: acceptMissing(TeamRefSchema),
  }),
  scores: MatchScoresSchema,
  durations: acceptMissing(z.object({ half: z.number().positive() })), halfs: acceptMissing(z.number().int().positive()),
  events: acceptMissing(z.array(EventSchema)), stats: acceptMissing(MatchStatsSchema),
});

export const TurnSchema = TurnSummarySchema.extend({
  mvpName: MaybeText, mvpPlayerId: MaybeId, matches: z.array(MatchSchema),
});
export const MatchCenterTurnSchema = z.object({
  id: IdSchema, turnName: z.string(), ended: z.boolean(), startDate: DateTextSchema, finishDate: DateTextSchema,
  matches: z.array(MatchSchema),
});

export const StaffSchema = z.object({
  id: IdSchema, firstName: z.string(), lastName: z.string(), role: z.string(), countryId: MaybeId,
  birthDate: MaybeDate, image: MaybeImage,
});

const TeamMetaSchema = z.object({
  tiktok: MaybeText, twitch: MaybeText, youtube: MaybeText, instagram: MaybeText,
  flag_team_url: MaybeText, wildcard_kwcc: acceptMissing(z.union([z.boolean(), z.string(), z.number()])),
});
export const TeamSchema = z.object({
  id: IdSchema, name: z.string(), shortName: z.string(), completeName: MaybeText, countryId: MaybeId,
  gender: GenderSchema, isPlaceholder: z.boolean(), firstColorHEX: MaybeText, secondColorHEX: MaybeText,
  logo: MaybeImage, inverseLogo: MaybeImage, heroImage: MaybeImage,
  metaInformation: acceptMissing(z.preprocess(parseJsonText, TeamMetaSchema)), staffs: acceptMissing(z.array(StaffSchema)),
  currentSeasons: acceptMissing(z.array(z.object({ id: IdSchema, competitionId: IdSchema }))),
});

const RatingSchema = acceptMissing(z.number().min(0).max(99));
const PlayerRatingsSchema = z.object({
  shooting: RatingSchema, passing: RatingSchema, defence: RatingSchema, physical: RatingSchema, duels: RatingSchema,
  skills: RatingSchema, average: RatingSchema, diving: RatingSchema, handling: RatingSchema, reflexes: RatingSchema,
  anticipation: RatingSchema, goalkeeperPassing: RatingSchema,
});
export const PlayerSchema = z.object({
  id: IdSchema, firstName: z.string(), lastName: z.string(), shortName: MaybeText, jerseyName: MaybeText,
  gender: GenderSchema, role: PlayerRoleSchema, jersey: MaybeJersey,
  birthDate: MaybeDate, height: acceptMissing(z.number().positive()), countryId: MaybeId,
  category: acceptMissing(z.enum(['draft', 'wildcard', 'reserve', 'legend'])), image: MaybeImage,
  teamId: MaybeId, metaInformation: acceptMissing(z.preprocess(parseJsonText, PlayerRatingsSchema)),
});

const LegendMarkSchema = z.object({ color: z.string(), placement: PlacementSchema });
const CountSchema = z.number().int();
export const StandingRowSchema = z.object({
  teamId: IdSchema, team: acceptMissing(TeamRefSchema), rank: CountSchema, points: z.number(), gameTotal: CountSchema,
  gameWon: CountSchema, gameExtraTimeWon: CountSchema, gamePenaltyWon: CountSchema, gameDraw: CountSchema,
  gameLost: CountSchema, gameExtraTimeLost: CountSchema, gamePenaltyLost: CountSchema, goalPro: CountSchema,
  goalAgainst: CountSchema, penalty: MaybeNumber,
  positionLegend: acceptMissing(LegendMarkSchema), secondaryPositionLegend: acceptMissing(LegendMarkSchema),
});
export const GroupStandingsSchema = z.object({
  id: IdSchema, name: z.string(), phaseId: MaybeId, standings: z.array(StandingRowSchema),
});

export const StatParameterSchema = z.object({
  code: z.string(), name: z.string(), shortName: MaybeText, description: MaybeText,
  measureUnit: MaybeText, negative: MaybeBoolean,
});
export const PlayerStatsEntrySchema = z.object({
  parameter: StatParameterSchema, total: z.number(), totalAvg: MaybeNumber, ranking: CountSchema,
  rankingAVG: MaybeNumber, matchesPlayed: MaybeNumber, minutesPlayed: MaybeNumber,
  reliability: MaybeNumber, bestValue: MaybeNumber, worstValue: MaybeNumber,
  player: PlayerRefSchema, team: acceptMissing(TeamRefSchema),
});
export const TeamStatsEntrySchema = z.object({
  parameter: StatParameterSchema, total: z.number(), totalAvg: MaybeNumber, ranking: CountSchema,
  matchesPlayed: MaybeNumber, team: TeamRefSchema,
});
export const TeamRankingSchema = z.object({
  parameter: StatParameterSchema, total: z.number(), totalAvg: MaybeNumber, ranking: CountSchema,
});

const TurnPlayerSchema = PlayerRefSchema.extend({ teamId: IdSchema });
export const TurnPlayersSchema = z.object({
  id: IdSchema, name: z.string(), shortName: MaybeText, mvp: acceptMissing(TurnPlayerSchema),
  players: z.array(TurnPlayerSchema),
});

export const CardStatsEntrySchema = z.object({
  player: PlayerRefSchema, team: acceptMissing(TeamRefSchema),
  mainTotal: z.number(), secondaryTotal: z.number(), ranking: CountSchema,
});
export const DraftPickSchema = z.object({
  order: CountSchema, round: CountSchema, teamId: IdSchema, player: PlayerRefSchema, category: z.string(),
});
export const TransferSchema = z.object({
  id: IdSchema, date: DateTextSchema, type: z.enum(['signing', 'loan', 'release', 'swap']), player: PlayerRefSchema,
  fromTeam: acceptMissing(TeamRefSchema), toTeam: acceptMissing(TeamRefSchema),
});
export const TierListEntrySchema = z.object({ tier: z.enum(['S', 'A', 'B', 'C']), position: CountSchema, team: TeamRefSchema });

// One schema per endpoint answer (docs/data-contract.md, "Paths").
export const SeasonClustersResponseSchema = unwrapData(z.array(SeasonClusterSchema));
export const TeamResponseSchema = unwrapData(TeamSchema);
export const SeasonsResponseSchema = unwrapData(z.array(SeasonSchema));
export const StaffsResponseSchema = unwrapData(z.array(StaffSchema));
export const TeamRankingsResponseSchema = unwrapData(z.array(TeamRankingSchema));
export const PlayersResponseSchema = unwrapData(z.array(PlayerSchema));
export const MatchesResponseSchema = unwrapData(z.array(MatchSchema));
export const GroupStandingsResponseSchema = unwrapData(GroupStandingsSchema);
export const TurnResponseSchema = unwrapData(TurnSchema);
export const SeasonResponseSchema = unwrapData(SeasonSchema);
export const TeamsResponseSchema = unwrapData(z.array(TeamSchema));
export const TurnPlayersResponseSchema = unwrapData(z.array(TurnPlayersSchema));
export const PlayerStatsResponseSchema = unwrapData(z.array(PlayerStatsEntrySchema));
export const TeamStatsResponseSchema = unwrapData(z.array(TeamStatsEntrySchema));
export const MatchCenterResponseSchema = unwrapData(z.array(MatchCenterTurnSchema));
export const CardStatsResponseSchema = unwrapData(z.array(CardStatsEntrySchema));
export const DraftResponseSchema = unwrapData(z.array(DraftPickSchema));
export const TransfersResponseSchema = unwrapData(z.array(TransferSchema));
export const TierListResponseSchema = unwrapData(z.array(TierListEntrySchema));

export type UpstreamSeasonCluster = z.output<typeof SeasonClusterSchema>;
export type UpstreamSeason = z.output<typeof SeasonSchema>;
export type UpstreamPhase = z.output<typeof PhaseSchema>;
export type UpstreamGroup = z.output<typeof GroupSchema>;
export type UpstreamTurnSummary = z.output<typeof TurnSummarySchema>;
export type UpstreamTurn = z.output<typeof TurnSchema>;
export type UpstreamMatch = z.output<typeof MatchSchema>;
export type UpstreamMatchStats = z.output<typeof MatchStatsSchema>;
export type UpstreamStatValue = z.output<typeof StatValueSchema>;
export type UpstreamEvent = z.output<typeof EventSchema>;
export type UpstreamTeamRef = z.output<typeof TeamRefSchema>;
export type UpstreamPlayerRef = z.output<typeof PlayerRefSchema>;
export type UpstreamTeam = z.output<typeof TeamSchema>;
export type UpstreamStaff = z.output<typeof StaffSchema>;
export type UpstreamPlayer = z.output<typeof PlayerSchema>;
export type UpstreamStandingRow = z.output<typeof StandingRowSchema>;
export type UpstreamGroupStandings = z.output<typeof GroupStandingsSchema>;
export type UpstreamStatParameter = z.output<typeof StatParameterSchema>;
export type UpstreamPlayerStatsEntry = z.output<typeof PlayerStatsEntrySchema>;
export type UpstreamTeamStatsEntry = z.output<typeof TeamStatsEntrySchema>;
export type UpstreamTeamRanking = z.output<typeof TeamRankingSchema>;
export type UpstreamTurnPlayers = z.output<typeof TurnPlayersSchema>;
export type UpstreamMatchCenterTurn = z.output<typeof MatchCenterTurnSchema>;
export type UpstreamCardStatsEntry = z.output<typeof CardStatsEntrySchema>;
export type UpstreamDraftPick = z.output<typeof DraftPickSchema>;
export type UpstreamTransfer = z.output<typeof TransferSchema>;
export type UpstreamTierListEntry = z.output<typeof TierListEntrySchema>;
