// The site's own view of the league: camelCase, no nulls, dates as ISO 8601 strings, ids as
// numbers. Upstream shapes (schemas.ts) are turned into these by reshape/; nothing else leaks in.
import type { Gender } from '../../config/editions';

export type { Gender };

export type KnownMatchStatus =
  | 'notStarted' | 'inPlay1H' | 'halfTime' | 'inPlay2H' | 'breakTime' | 'inPlay1EH' | 'inPlay2EH'
  | 'inPlayP' | 'ended' | 'endedAfterExtraTime' | 'endedAfterPenalties' | 'empty' | 'postponed'
  | 'cancelled' | 'abandoned';
/** Section 4 passes unknown statuses through unchanged, so any text is allowed. */
export type MatchStatus = KnownMatchStatus | (string & {});

export type DisplayStatus =
  | 'scheduled' | 'live' | 'ended' | 'rescheduled' | 'cancelled' | 'abandoned'
  | (string & {});

export type PlayerRole = 'goalkeeper' | 'defender' | 'midfielder' | 'forward';
export type PlayerCategory = 'draft' | 'wildcard' | 'reserve' | 'legend';

export type LegendEntry = { color: string; placement: string; name?: string };
export type Partner = { name?: string; logoUrl?: string; url?: string };

export type SeasonMeta = {
  positionLegend?: LegendEntry[];
  secondaryPositionLegend?: LegendEntry[];
  statsPartner?: Partner;
  seasonPartners?: Partner[];
  bestGoalkeeperId?: number;
};

export type Competition = {
  id: number; name: string; gender: Gender; type?: string; international: boolean; visible: boolean; countryId?: number;
};

export type TurnSummary = { id: number; name: string; shortName?: string; start: string; finish?: string };
export type Group = { id: number; name: string; hasStandings: boolean; turns: TurnSummary[] };
export type Phase = { id: number; name: string; shortName?: string; type: 'league' | 'playoff'; order: number; groups: Group[] };

export type Season = {
  id: number; competitionId: number; seasonClusterId: number; name: string; displayName?: string;
  start: string; finish: string; finished: boolean; isCurrent: boolean; winnerTeamId?: number; hasStandings: boolean;
  competition: Competition;
  /** Parsed from the upstream JSON text; empty when it was missing or unreadable. */
  meta: SeasonMeta;
  /** Empty when the answer carried none (team seasons, cluster listings). */
  phases: Phase[];
};

export type SeasonCluster = { id: number; name: string; seasons: Season[] };

export type PlayerRef = {
  id: number; firstName: string; lastName: string; jerseyName?: string; role: PlayerRole; jersey?: number; image?: string;
};
export type TurnPlayer = PlayerRef & { teamId: number };

export type TeamRef = {
  id: number; name: string; shortName: string; logoUrl?: string; firstColor?: string; secondColor?: string;
  players: PlayerRef[];
};

export type StatValue = { code: string; total: number; firstHalf?: number; secondHalf?: number };
export type TeamMatchStats = { teamStats: StatValue[]; players: { playerId: number; stats: StatValue[] }[] };
export type MatchStats = { home: TeamMatchStats; away: TeamMatchStats };

export type EventHalf = 1 | 2 | 3 | 4 | 5;
export type MatchEvent = {
  half: EventHalf; second?: number; matchSecond: number; teamId?: number; playerId?: number;
  /** The comma-separated `parameterAppString`, split and trimmed: `['GOL', 'ASS-V']`. */
  codes: string[];
  /** `7'`, `20+2'`; absent for shootout kicks, which have no clock minute. */
  minute?: string;
};

export type MatchClock = { matchSecond: number; at: string };

export type MatchScores = {
  home?: number; away?: number;
  homeFirstHalf?: number; homeSecondHalf?: number; awayFirstHalf?: number; awaySecondHalf?: number;
  homeShootout?: number; awayShootout?: number;
};

export type Match = {
  id: number; date: string; seasonId: number; phaseId: number; groupId: number; turnId: number;
  /** When the provider last changed the match; absent when the answer does not say. */
  updatedAt?: string;
  status: MatchStatus; displayStatus: DisplayStatus; currentMinute?: number;
  /**
   * The match clock to the second: `matchSecond` (from kick-off, past 1200 in the second half) was
   * the clock at `at`. Absent when the answer does not say (docs/data-contract.md, proposed).
   */
  clock?: MatchClock;
  stadiumId?: number; stadium?: { name: string; country?: string }; groupName?: string; turnName?: string;
  youtubeUrl?: string;
  homeTeamId?: number; awayTeamId?: number; homeTeam?: TeamRef; awayTeam?: TeamRef;
  scores: MatchScores;
  /** Minutes per half; 20 unless the answer says otherwise. */
  halfMinutes: number; halfs?: number;
  events: MatchEvent[]; stats?: MatchStats;
};

export type Turn = TurnSummary & { mvpName?: string; mvpPlayerId?: number; matches: Match[] };
export type MatchCenterTurn = { id: number; name: string; ended: boolean; start: string; finish: string; matches: Match[] };
export type TurnPlayers = { id: number; name: string; shortName?: string; mvp?: TurnPlayer; players: TurnPlayer[] };

export type Staff = {
  id: number; firstName: string; lastName: string; role: string; countryId?: number; birthDate?: string; image?: string;
};

export type TeamSocial = { tiktok?: string; twitch?: string; youtube?: string; instagram?: string };

export type Team = {
  id: number; name: string; shortName: string; completeName?: string; countryId?: number; gender: Gender;
  isPlaceholder: boolean; firstColor?: string; secondColor?: string; logoUrl?: string; inverseLogoUrl?: string;
  heroImage?: string; social: TeamSocial; flagUrl?: string; isKwccWildcard: boolean;
  staffs: Staff[]; currentSeasons: { id: number; competitionId: number }[];
};

/** Card ratings 0–99; outfield players carry the first seven, goalkeepers the last five. */
export type PlayerRatings = Partial<Record<
  'shooting' | 'passing' | 'defence' | 'physical' | 'duels' | 'skills' | 'average'
  | 'diving' | 'handling' | 'reflexes' | 'anticipation' | 'goalkeeperPassing', number>>;

export type Player = {
  id: number; firstName: string; lastName: string; shortName?: string; jerseyName?: string; gender: Gender;
  role: PlayerRole; jersey?: number;
  /** `YYYY-MM-DD`. */
  birthDate?: string;
  height?: number; countryId?: number; category?: PlayerCategory; image?: string; teamId?: number;
  ratings: PlayerRatings;
};

export type LegendMark = { color: string; placement: string };

export type Standing = {
  teamId: number; team?: TeamRef; rank: number; points: number; played: number; won: number;
  wonAfterExtraTime: number; wonOnPenalties: number; drawn: number; lost: number;
  lostAfterExtraTime: number; lostOnPenalties: number; goalsFor: number; goalsAgainst: number;
  goalDifference: number; penalty?: number; positionLegend?: LegendMark; secondaryPositionLegend?: LegendMark;
};
export type GroupStandings = { id: number; name: string; phaseId?: number; standings: Standing[] };

export type StatParameter = {
  code: string; name: string; shortName?: string; description?: string; measureUnit?: string; negative: boolean;
};

export type StatRankingEntry = {
  parameter: StatParameter; total: number; average?: number; ranking: number; averageRanking?: number;
  matchesPlayed?: number; minutesPlayed?: number; reliability?: number; bestValue?: number; worstValue?: number;
  player: PlayerRef; team?: TeamRef;
};
export type TeamStatRankingEntry = {
  parameter: StatParameter; total: number; average?: number; ranking: number; matchesPlayed?: number; team: TeamRef;
};
/** One of a team's own season statistics and where it ranks. */
export type TeamSeasonRanking = { parameter: StatParameter; total: number; average?: number; ranking: number };

export type CardStat = { player: PlayerRef; team?: TeamRef; yellowCards: number; redCards: number; ranking: number };

export type DraftPick = { order: number; round: number; teamId: number; player: PlayerRef; category: string };
export type TransferType = 'signing' | 'loan' | 'release' | 'swap';
export type Transfer = {
  id: number; date: string; type: TransferType; player: PlayerRef; fromTeam?: TeamRef; toTeam?: TeamRef;
};
export type TierListEntry = { tier: 'S' | 'A' | 'B' | 'C'; position: number; team: TeamRef };
