// Turns the upstream's one-ranking-per-code answers into table rows: the ranking statistic's
// list gives the rows and their order, the page's other codes are joined to them by id.
import type { StatCode } from '../../config/stat-pages';
import type { CardStat, StatRankingEntry, Team, TeamRef, TeamStatRankingEntry, TurnPlayers } from '../competition/types';
import type { StatRow } from './stat-row';

export type RankingLists<T> = Partial<Record<StatCode, readonly T[]>>;

function merge<T extends { total: number; ranking: number; matchesPlayed?: number }>(
  rankingCode: StatCode,
  lists: RankingLists<T>,
  keyOf: (entry: T) => string,
  toRow: (entry: T) => Pick<StatRow, 'player' | 'team'>,
): StatRow[] {
  const totals = new Map<string, Partial<Record<StatCode, number>>>();
  for (const [code, entries] of Object.entries(lists) as [StatCode, readonly T[]][]) {
    for (const entry of entries) {
      const key = keyOf(entry);
      const values = totals.get(key) ?? {};
      // A ranking lists each player once; should it not, the first (best placed) entry counts.
      if (values[code] === undefined) values[code] = entry.total;
      totals.set(key, values);
    }
  }
  const seen = new Set<string>();
  return (lists[rankingCode] ?? []).flatMap((entry) => {
    const key = keyOf(entry);
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ key, rank: entry.ranking, matchesPlayed: entry.matchesPlayed, values: totals.get(key) ?? {}, ...toRow(entry) }];
  });
}

export function mergePlayerRankings(rankingCode: StatCode, lists: RankingLists<StatRankingEntry>): StatRow[] {
  return merge(rankingCode, lists, (entry) => `p${entry.player.id}`, ({ player, team }) => ({ player, team }));
}

export function mergeTeamRankings(rankingCode: StatCode, lists: RankingLists<TeamStatRankingEntry>): StatRow[] {
  return merge(rankingCode, lists, (entry) => `t${entry.team.id}`, ({ team }) => ({ team }));
}

/** Section 7's card table: yellow cards rank, red cards stand beside them. */
export function toCardRows(cards: readonly CardStat[]): StatRow[] {
  return cards.map((card) => ({
    key: `p${card.player.id}`,
    rank: card.ranking,
    player: card.player,
    team: card.team,
    values: { TA: card.yellowCards, TR: card.redCards },
  }));
}

export function toTeamRef(team: Team): TeamRef {
  return {
    id: team.id, name: team.name, shortName: team.shortName, logoUrl: team.logoUrl,
    firstColor: team.firstColor, secondColor: team.secondColor, players: [],
  };
}

/** One row per matchday that has its MVP, in the season's order; the team looked up by id. */
export function toMatchdayMvpRows(turns: readonly TurnPlayers[], teams: readonly Team[]): StatRow[] {
  const byId = new Map(teams.map((team) => [team.id, team]));
  return turns.flatMap((turn) => {
    if (!turn.mvp) return [];
    const team = byId.get(turn.mvp.teamId);
    const { teamId: _teamId, ...player } = turn.mvp;
    return [{ key: `m${turn.id}`, matchday: turn.name, player, team: team && toTeamRef(team), values: {} }];
  });
}

export function markBestGoalkeeper(rows: readonly StatRow[], playerId: number | undefined): StatRow[] {
  return rows.map((row) => (playerId !== undefined && row.player?.id === playerId ? { ...row, isBestGoalkeeper: true } : row));
}
