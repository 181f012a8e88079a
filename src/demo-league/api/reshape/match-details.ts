// A match's stored blobs (event tuples, compact statistics) to the contract's Event[] and MatchStats.
import { STAT_CODES } from '../../codes';
import type { EventTuple, MatchStats, TeamMatchStats } from '../../generator/types';
import { FULL_TIME_SECOND, HALF_SECONDS } from '../../match-clock';

export type EventJson = { half: number; second: number; matchSecond: number; teamId?: number; playerId?: number; parameterAppString: string };
export type StatValueJson = { parameterCode: string; total: number; total1T?: number; total2T?: number };
export type TeamStatsJson = { teamStats: StatValueJson[]; players: { playerId: number; playerStats: StatValueJson[] }[] };
export type MatchStatsJson = { homeTeam: TeamStatsJson; awayTeam: TeamStatsJson };


function parse(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function parseEvents(text: string | null): EventTuple[] {
  const value = parse(text);
  if (!Array.isArray(value)) return [];
  return value.filter((e): e is EventTuple => Array.isArray(e) && e.length === 5 && typeof e[4] === 'string');
}

export function parseMatchStats(text: string | null): MatchStats | null {
  const value = parse(text) as Partial<MatchStats> | null;
  return value && value.h && value.a && Array.isArray(value.h.t) && Array.isArray(value.a.t) ? (value as MatchStats) : null;
}

/** `second` counts from the start of the event's half; a shootout kick's is its number (1, 2, …). */
function secondInHalf(matchSecond: number, half: number): number {
  if (half === 1) return matchSecond;
  if (half === 2) return matchSecond - HALF_SECONDS;
  return Math.max(0, matchSecond - FULL_TIME_SECOND);
}

export function toEvents(tuples: readonly EventTuple[]): EventJson[] {
  return tuples.map(([matchSecond, half, teamId, playerId, codes]) => ({
    half,
    second: secondInHalf(matchSecond, half),
    matchSecond,
    ...(teamId ? { teamId } : {}),
    ...(playerId ? { playerId } : {}),
    parameterAppString: codes,
  }));
}

function toTeamStats(stats: TeamMatchStats): TeamStatsJson {
  return {
    teamStats: STAT_CODES.map((code, i) => {
      const [total = 0, total1T = 0, total2T = 0] = stats.t[i] ?? [];
      return { parameterCode: code, total, total1T, total2T };
    }),
    players: stats.p.map(([playerId = 0, ...values]) => ({
      playerId,
      playerStats: STAT_CODES.map((code, i) => ({ parameterCode: code, total: values[i] ?? 0 })),
    })),
  };
}

export function toMatchStats(stats: MatchStats): MatchStatsJson {
  return { homeTeam: toTeamStats(stats.h), awayTeam: toTeamStats(stats.a) };
}
