// Matches with their events and statistics, and the turn listings that carry them.
import { formatEventMinute } from '../rules/event-minute';
import { toDisplayStatus } from '../rules/match-status';
import type {
  UpstreamEvent, UpstreamMatch, UpstreamMatchCenterTurn, UpstreamMatchStats, UpstreamStatValue, UpstreamTurn,
} from '../schemas';
import type { Match, MatchCenterTurn, MatchEvent, MatchStats, StatValue, TeamMatchStats, Turn } from '../types';
import { dropNull, toIsoDate } from './common';
import { reshapeOptionalTeamRef } from './refs';
import { reshapeTurnSummary } from './season';

/** Section 9 and the league's rules: two halves of 20 minutes unless the match says otherwise. */
export const DEFAULT_HALF_MINUTES = 20;

/** `"GOL, ASS-V"` → `['GOL', 'ASS-V']`; empty pieces are dropped. */
export function decodeEventCodes(parameterAppString: string): string[] {
  return parameterAppString.split(',').map((code) => code.trim()).filter((code) => code !== '');
}

export function reshapeMatchEvent(event: UpstreamEvent): MatchEvent {
  return {
    half: event.half,
    second: dropNull(event.second),
    matchSecond: event.matchSecond,
    teamId: dropNull(event.teamId),
    playerId: dropNull(event.playerId),
    codes: decodeEventCodes(event.parameterAppString),
    minute: formatEventMinute(event.matchSecond, event.half),
  };
}

function reshapeStatValue(value: UpstreamStatValue): StatValue {
  return {
    code: value.parameterCode,
    total: value.total,
    firstHalf: dropNull(value.total1T),
    secondHalf: dropNull(value.total2T),
  };
}

function reshapeTeamMatchStats(side: UpstreamMatchStats['homeTeam']): TeamMatchStats {
  return {
    teamStats: side.teamStats.map((value) => reshapeStatValue(value)),
    players: (side.players ?? []).map((player) => ({
      playerId: player.playerId,
      stats: player.playerStats.map((value) => reshapeStatValue(value)),
    })),
  };
}

export function reshapeMatchStats(stats: UpstreamMatchStats): MatchStats {
  return { home: reshapeTeamMatchStats(stats.homeTeam), away: reshapeTeamMatchStats(stats.awayTeam) };
}

export function reshapeMatch(match: UpstreamMatch): Match {
  const { participants, scores } = match;
  const homeTeam = reshapeOptionalTeamRef(participants.homeTeam);
  const awayTeam = reshapeOptionalTeamRef(participants.awayTeam);
  return {
    id: match.id,
    date: toIsoDate(match.date),
    seasonId: match.seasonId,
    phaseId: match.phaseId,
    groupId: match.groupId,
    turnId: match.turnId,
    updatedAt: match.updatedAt ? toIsoDate(match.updatedAt) : undefined,
    status: match.status,
    displayStatus: toDisplayStatus(match.status),
    currentMinute: dropNull(match.currentMinute),
    clock: match.clock ? { matchSecond: match.clock.matchSecond, at: toIsoDate(match.clock.at) } : undefined,
    stadiumId: dropNull(match.stadiumId),
    stadium: match.stadium ? { name: match.stadium.name, country: dropNull(match.stadium.country) } : undefined,
    groupName: dropNull(match.groupName),
    turnName: dropNull(match.turnName),
    youtubeUrl: dropNull(match.metaInformation?.youtube_url),
    homeTeamId: participants.homeTeamId ?? homeTeam?.id,
    awayTeamId: participants.awayTeamId ?? awayTeam?.id,
    homeTeam,
    awayTeam,
    scores: {
      home: dropNull(scores.homeScore),
      away: dropNull(scores.awayScore),
      homeFirstHalf: dropNull(scores.homeScore1T),
      homeSecondHalf: dropNull(scores.homeScore2T),
      awayFirstHalf: dropNull(scores.awayScore1T),
      awaySecondHalf: dropNull(scores.awayScore2T),
      homeShootout: dropNull(scores.homeScoreP),
      awayShootout: dropNull(scores.awayScoreP),
    },
    halfMinutes: match.durations?.half ?? DEFAULT_HALF_MINUTES,
    halfs: dropNull(match.halfs),
    events: (match.events ?? []).map((event) => reshapeMatchEvent(event)),
    stats: match.stats ? reshapeMatchStats(match.stats) : undefined,
  };
}

export function reshapeTurn(turn: UpstreamTurn): Turn {
  return {
    ...reshapeTurnSummary(turn),
    mvpName: dropNull(turn.mvpName),
    mvpPlayerId: dropNull(turn.mvpPlayerId),
    matches: turn.matches.map((match) => reshapeMatch(match)),
  };
}

export function reshapeMatchCenterTurn(turn: UpstreamMatchCenterTurn): MatchCenterTurn {
  return {
    id: turn.id,
    name: turn.turnName,
    ended: turn.ended,
    start: toIsoDate(turn.startDate),
    finish: toIsoDate(turn.finishDate),
    matches: turn.matches.map((match) => reshapeMatch(match)),
  };
}
