// The generated league, row by row: what the seed SQL inserts and what the API reads back.
// Dates are never absolute: turns carry week offsets from the current turn, kickoffs a local time.

export type Gender = 'male' | 'female' | 'both';
export type PlayerRole = 'goalkeeper' | 'defender' | 'midfielder' | 'forward';
export type PlayerCategory = 'draft' | 'wildcard' | 'reserve' | 'legend';
export type TurnKind = 'regular' | 'quarterfinal' | 'semifinal' | 'final';
export type MatchStatus = 'notStarted' | 'ended' | 'endedAfterPenalties';

export type Competition = {
  id: number;
  name: string;
  gender: Gender;
  type: 'league' | 'cup';
  international: boolean;
  visible: boolean;
  countryId: number | null;
};

export type SeasonCluster = { id: number; name: string; sortOrder: number };

export type Team = {
  id: number;
  name: string;
  shortName: string;
  completeName: string;
  countryId: number | null;
  gender: Gender;
  isPlaceholder: boolean;
  firstColor: string;
  secondColor: string;
};

export type OutfieldRatings = {
  shooting: number; passing: number; defence: number; physical: number; duels: number; skills: number; average: number;
};
export type GoalkeeperRatings = {
  diving: number; handling: number; reflexes: number; anticipation: number; goalkeeperPassing: number; average: number;
};
export type Ratings = OutfieldRatings | GoalkeeperRatings;

export type Player = {
  id: number;
  firstName: string;
  lastName: string;
  shortName: string;
  jerseyName: string;
  gender: Gender;
  role: PlayerRole;
  birthDate: string;
  height: number;
  countryId: number;
  ratings: Ratings;
  /** Set for legends only: the competition whose legend the player is. */
  legendCompetitionId: number | null;
};

export type Staff = {
  id: number;
  teamId: number;
  firstName: string;
  lastName: string;
  role: 'president' | 'coach';
  countryId: number;
  birthDate: string;
};

export type Stadium = { id: number; name: string; country: string };

export type Season = {
  id: number;
  competitionId: number;
  clusterId: number;
  name: string;
  displayName: string;
  isCurrent: boolean;
  winnerTeamId: number | null;
  timeZone: string;
  stadiumId: number;
  /** JSON text, as upstream stores it. */
  metaInformation: string;
};

export type Phase = { id: number; seasonId: number; kind: 'league' | 'playoff'; order: number };
export type Group = { id: number; phaseId: number; seasonId: number; kind: 'league' | 'bracket'; hasStandings: boolean };

export type Turn = {
  id: number;
  seasonId: number;
  phaseId: number;
  groupId: number;
  kind: TurnKind;
  number: number;
  /** Weeks from the current turn (0), which the API maps to "today" in the season's time zone. */
  weekOffset: number;
  mvpPlayerId: number | null;
  /** The turn's best seven (one goalkeeper, six outfield), empty until the turn is played. */
  teamOfTurn: number[];
};

/** One event as stored: [matchSecond, half, teamId (0: none), playerId (0: none), codes]. */
export type EventTuple = [number, number, number, number, string];

/** Per team: team totals per STAT_CODES as [total, total1T, total2T], players as [playerId, ...totals]. */
export type TeamMatchStats = { t: [number, number, number][]; p: number[][] };
export type MatchStats = { h: TeamMatchStats; a: TeamMatchStats };

export type MatchResult = {
  homeScore1T: number; homeScore2T: number; awayScore1T: number; awayScore2T: number;
  homeScoreP: number | null; awayScoreP: number | null;
  events: EventTuple[];
  stats: MatchStats;
};

export type BracketSlot = { round: TurnKind; position: number; nextMatchId: number | null };

export type Match = {
  id: number;
  seasonId: number;
  phaseId: number;
  groupId: number;
  turnId: number;
  /** Order within the turn; on the current turn it also sets the live replay's stagger. */
  slot: number;
  /** Local kickoff time ("HH:MM") in the season's time zone. */
  kickoff: string;
  homeTeamId: number;
  awayTeamId: number;
  status: MatchStatus;
  result: MatchResult | null;
  bracket: BracketSlot | null;
};

export type StandingRow = {
  groupId: number;
  teamId: number;
  rank: number;
  points: number;
  gameTotal: number;
  gameWon: number;
  gamePenaltyWon: number;
  gameLost: number;
  gamePenaltyLost: number;
  goalPro: number;
  goalAgainst: number;
  positionLegend: { color: string; placement: string } | null;
};

export type SeasonPlayer = {
  seasonId: number; playerId: number; teamId: number; jersey: number; category: PlayerCategory;
};

export type PlayerSeasonStats = {
  seasonId: number; playerId: number; teamId: number; matchesPlayed: number; minutesPlayed: number;
  /** Per STAT_CODES. */
  totals: number[];
  /** The best single-match value per STAT_CODES. */
  best: number[];
};

export type TeamSeasonStats = { seasonId: number; teamId: number; matchesPlayed: number; totals: number[] };

export type DraftPick = {
  seasonId: number; order: number; round: number; teamId: number; playerId: number; category: PlayerCategory;
};

export type TransferType = 'signing' | 'loan' | 'release' | 'swap';
export type Transfer = {
  id: number; seasonId: number; playerId: number; fromTeamId: number | null; toTeamId: number | null;
  type: TransferType;
  /** Days from today, like the turns' week offsets. */
  dayOffset: number;
};

export type TierListEntry = { seasonId: number; teamId: number; tier: 'S' | 'A' | 'B' | 'C'; position: number };

export type DemoLeague = {
  competitions: Competition[];
  clusters: SeasonCluster[];
  stadiums: Stadium[];
  teams: Team[];
  players: Player[];
  staffs: Staff[];
  seasons: Season[];
  seasonTeams: { seasonId: number; teamId: number }[];
  seasonPlayers: SeasonPlayer[];
  phases: Phase[];
  groups: Group[];
  turns: Turn[];
  matches: Match[];
  standings: StandingRow[];
  playerSeasonStats: PlayerSeasonStats[];
  teamSeasonStats: TeamSeasonStats[];
  draftPicks: DraftPick[];
  transfers: Transfer[];
  tierList: TierListEntry[];
};
