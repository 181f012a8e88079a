// A match row, with its turn, season and teams, to the contract's Match; the current turn's
// matches take their status, date, score, events and statistics from the live replay.
import type { LocaleCode } from '../../../config/locales';
import type { LiveMatchState } from '../../live';
import { HALF_MINUTES, MATCH_MINUTES } from '../../match-clock';
import { getDemoReschedule } from '../../reschedules';
import { toIso, type SeasonCalendar } from '../calendar';
import { groupName, turnName } from '../names';
import type { MatchRow } from '../queries/matches';
import type { SeasonRow } from '../queries/seasons';
import type { TurnRow } from '../queries/structure';
import type { TeamRow } from '../queries/teams';
import { parseEvents, parseMatchStats, toEvents, toMatchStats, type EventJson, type MatchStatsJson } from './match-details';
import type { PlayerRefJson } from './player';
import { toTeamRef, type TeamRefJson } from './team';

export type ScoresJson = {
  homeScore?: number; awayScore?: number; homeScore1T?: number; homeScore2T?: number; awayScore1T?: number; awayScore2T?: number;
  homeScoreP?: number | null; awayScoreP?: number | null;
};

export type MatchJson = {
  id: number; date: string; updatedAt?: string; seasonId: number; phaseId: number; groupId: number; turnId: number; status: string; currentMinute?: number;
  /** Proposed to the league (docs/data-contract.md): the clock to the second at `at`. */
  clock?: { matchSecond: number; at: string };
  stadiumId?: number; stadium?: { name: string; country?: string }; groupName: string; turnName: string;
  metaInformation: Record<string, unknown>;
  participants: { homeTeamId: number; awayTeamId: number; homeTeam?: TeamRefJson; awayTeam?: TeamRefJson };
  scores: ScoresJson; durations: { half: number }; halfs: number; events?: EventJson[]; stats?: MatchStatsJson;
};

export type MatchSources = {
  season: SeasonRow;
  turn: TurnRow;
  groupKind: 'league' | 'bracket';
  teams: ReadonlyMap<number, TeamRow>;
  calendar: SeasonCalendar;
  lang: LocaleCode;
  live?: LiveMatchState;
  /** Events and statistics (turn answers); lists leave them out to stay light. */
  withDetails: boolean;
  squads?: ReadonlyMap<number, PlayerRefJson[]>;
};

function storedScores(row: MatchRow): ScoresJson {
  if (row.home_score_1t === null || row.away_score_1t === null) return {};
  const home1 = row.home_score_1t, home2 = row.home_score_2t ?? 0, away1 = row.away_score_1t, away2 = row.away_score_2t ?? 0;
  return {
    homeScore: home1 + home2, awayScore: away1 + away2, homeScore1T: home1, homeScore2T: home2, awayScore1T: away1, awayScore2T: away2,
    homeScoreP: row.home_score_p, awayScoreP: row.away_score_p,
  };
}

function liveScores(live: LiveMatchState): ScoresJson {
  const s = live.scores;
  if (!s) return {};
  return { homeScore: s.homeScore1T + s.homeScore2T, awayScore: s.awayScore1T + s.awayScore2T, ...s };
}

function bracketOf(text: string | null): Record<string, unknown> {
  if (!text) return {};
  try {
    return { bracket: JSON.parse(text) as unknown };
  } catch {
    return {};
  }
}

function detailsOf(row: MatchRow, live: LiveMatchState | undefined): Pick<MatchJson, 'events' | 'stats'> {
  const events = live ? live.events : parseEvents(row.events);
  const stats = live ? live.stats : parseMatchStats(row.stats);
  return { events: toEvents(events), ...(stats ? { stats: toMatchStats(stats) } : {}) };
}

export function toMatch(row: MatchRow, src: MatchSources): MatchJson {
  const { live } = src;
  const team = (id: number) => {
    const t = src.teams.get(id);
    return t ? toTeamRef(t, src.squads?.get(id)) : undefined;
  };
  const ended = row.status === 'ended' || row.status === 'endedAfterPenalties';
  const currentMinute = live ? live.currentMinute : ended ? MATCH_MINUTES : null;
  const details = src.withDetails ? detailsOf(row, live) : {};
  const homeTeam = team(row.home_team_id);
  const awayTeam = team(row.away_team_id);
  // The live replay keeps its own clock; a moved match that is not being played moves.
  const moved = live ? undefined : getDemoReschedule(row.id);
  const planned = live ? live.kickoffMs : src.calendar.kickoff(src.turn.week_offset, row.kickoff);
  return {
    id: row.id,
    date: toIso(planned + (moved?.shiftMinutes ?? 0) * 60_000),
    ...(moved ? { updatedAt: toIso(moved.atMs) } : {}),
    seasonId: row.season_id,
    phaseId: row.phase_id,
    groupId: row.group_id,
    turnId: row.turn_id,
    status: live ? live.status : row.status,
    ...(currentMinute !== null ? { currentMinute } : {}),
    ...(live?.clock ? { clock: { matchSecond: live.clock.matchSecond, at: toIso(live.clock.atMs) } } : {}),
    ...(src.season.stadium_id !== null ? { stadiumId: src.season.stadium_id, stadium: { name: src.season.stadium_name ?? '', ...(src.season.stadium_country ? { country: src.season.stadium_country } : {}) } } : {}),
    groupName: groupName(src.lang, src.groupKind),
    turnName: turnName(src.lang, src.turn.kind, src.turn.number).name,
    metaInformation: bracketOf(row.bracket),
    participants: { homeTeamId: row.home_team_id, awayTeamId: row.away_team_id, ...(homeTeam ? { homeTeam } : {}), ...(awayTeam ? { awayTeam } : {}) },
    scores: live ? liveScores(live) : storedScores(row),
    durations: { half: HALF_MINUTES },
    halfs: 2,
    ...details,
  };
}
