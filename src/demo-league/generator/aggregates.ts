// Season totals per player and per team for every statistic code, summed from the played matches.
import { DECIMAL_STAT_CODES, STAT_CODES, statIndex } from '../codes';
import type { Match, PlayerSeasonStats, TeamSeasonStats } from './types';

const round2 = (value: number) => Math.round(value * 100) / 100;
const DECIMAL_INDEXES = new Set(DECIMAL_STAT_CODES.map(statIndex));
const MIN_INDEX = statIndex('MIN');

function tidy(values: number[]): number[] {
  return values.map((value, i) => (DECIMAL_INDEXES.has(i) ? round2(value) : value));
}

export function aggregateSeason(seasonId: number, matches: readonly Match[]): { players: PlayerSeasonStats[]; teams: TeamSeasonStats[] } {
  const players = new Map<string, PlayerSeasonStats>();
  const teams = new Map<number, TeamSeasonStats>();
  for (const match of matches) {
    if (!match.result) continue;
    const sides = [[match.homeTeamId, match.result.stats.h], [match.awayTeamId, match.result.stats.a]] as const;
    for (const [teamId, stats] of sides) {
      const team = teams.get(teamId) ?? { seasonId, teamId, matchesPlayed: 0, totals: new Array<number>(STAT_CODES.length).fill(0) };
      team.matchesPlayed++;
      stats.t.forEach(([total], i) => { team.totals[i]! += total; });
      teams.set(teamId, team);
      for (const [playerId, ...values] of stats.p) {
        const key = `${playerId}:${teamId}`;
        const entry = players.get(key) ?? {
          seasonId, playerId: playerId!, teamId, matchesPlayed: 0, minutesPlayed: 0,
          totals: new Array<number>(STAT_CODES.length).fill(0), best: new Array<number>(STAT_CODES.length).fill(0),
        };
        entry.matchesPlayed++;
        entry.minutesPlayed += values[MIN_INDEX]!;
        values.forEach((value, i) => {
          entry.totals[i]! += value;
          entry.best[i] = Math.max(entry.best[i]!, value);
        });
        players.set(key, entry);
      }
    }
  }
  return {
    players: [...players.values()].map((p) => ({ ...p, totals: tidy(p.totals) })).sort((a, b) => a.playerId - b.playerId || a.teamId - b.teamId),
    teams: [...teams.values()].map((t) => ({ ...t, totals: tidy(t.totals) })).sort((a, b) => a.teamId - b.teamId),
  };
}
