// Season statistics to the contract's rankings: per player, per team, one team's figures, cards.
import type { LocaleCode } from '../../../config/locales';
import { GOALKEEPER_STAT_CODES, statIndex, type StatCode } from '../../codes';
import type { PlayerStatsRow, TeamStatsRow } from '../queries/stats';
import { statParameter, type StatParameter } from '../stat-parameters';
import type { PlayerRefJson } from './player';
import type { TeamRefJson } from './team';

export type PlayerStatsEntryJson = {
  parameter: StatParameter; total: number; totalAvg: number; ranking: number; rankingAVG: number; matchesPlayed: number;
  minutesPlayed: number; reliability: number; bestValue: number; player: PlayerRefJson; team?: TeamRefJson;
};
export type TeamStatsEntryJson = { parameter: StatParameter; total: number; totalAvg: number; ranking: number; matchesPlayed: number; team: TeamRefJson };
export type TeamRankingJson = { parameter: StatParameter; total: number; totalAvg: number; ranking: number };

const round2 = (value: number) => Math.round(value * 100) / 100;

export function numbersOf(text: string): number[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.map((n) => (typeof n === 'number' ? n : 0)) : [];
  } catch {
    return [];
  }
}

/** Competition ranking ("1, 2, 2, 4"): equal values share a rank. */
export function rankBy<T>(items: readonly T[], value: (item: T) => number): Map<T, number> {
  const sorted = [...items].sort((a, b) => value(b) - value(a));
  const ranks = new Map<T, number>();
  sorted.forEach((item, i) => {
    const previous = sorted[i - 1];
    ranks.set(item, previous !== undefined && value(previous) === value(item) ? ranks.get(previous)! : i + 1);
  });
  return ranks;
}

export function playerEntries(
  code: StatCode, rows: readonly PlayerStatsRow[], lang: LocaleCode,
  refs: { player: (id: number) => PlayerRefJson | undefined; team: (id: number) => TeamRefJson | undefined; teamMatches: (id: number) => number },
): PlayerStatsEntryJson[] {
  const i = statIndex(code);
  const eligible = rows.filter((r) => r.matches_played > 0 && (!GOALKEEPER_STAT_CODES.includes(code) || r.role === 'goalkeeper'));
  const items = eligible.map((r) => {
    const total = numbersOf(r.totals)[i] ?? 0;
    return { r, total, avg: round2(total / r.matches_played) };
  });
  const byTotal = rankBy(items, (x) => x.total);
  const byAvg = rankBy(items, (x) => x.avg);
  const parameter = statParameter(code, lang);
  return items.flatMap((x) => {
    const player = refs.player(x.r.player_id);
    if (!player) return [];
    const team = refs.team(x.r.team_id);
    return [{
      parameter, total: x.total, totalAvg: x.avg, ranking: byTotal.get(x)!, rankingAVG: byAvg.get(x)!,
      matchesPlayed: x.r.matches_played, minutesPlayed: x.r.minutes_played,
      reliability: round2(x.r.matches_played / Math.max(1, refs.teamMatches(x.r.team_id))),
      bestValue: numbersOf(x.r.best)[i] ?? 0, player, ...(team ? { team } : {}),
    }];
  });
}

export function teamEntries(code: StatCode, rows: readonly TeamStatsRow[], lang: LocaleCode, teamRef: (id: number) => TeamRefJson | undefined): TeamStatsEntryJson[] {
  const i = statIndex(code);
  const items = rows.map((r) => ({ r, total: numbersOf(r.totals)[i] ?? 0 }));
  const ranks = rankBy(items, (x) => x.total);
  const parameter = statParameter(code, lang);
  return items
    .flatMap((x) => {
      const team = teamRef(x.r.team_id);
      return team ? [{ parameter, total: x.total, totalAvg: round2(x.total / Math.max(1, x.r.matches_played)), ranking: ranks.get(x)!, matchesPlayed: x.r.matches_played, team }] : [];
    })
    .sort((a, b) => a.ranking - b.ranking || a.team.id - b.team.id);
}
