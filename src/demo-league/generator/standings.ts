// A group's table from its played matches: 3 points a win, 2 a shootout win, 1 a shootout loss.
import type { MatchResult, StandingRow } from './types';

export const POINTS = { win: 3, shootoutWin: 2, shootoutLoss: 1, loss: 0 } as const;

export type PlayedMatch = { homeTeamId: number; awayTeamId: number; result: MatchResult };
export type PositionLegend = { color: string; placement: string; name: string; positions: readonly number[] };

type Tally = Omit<StandingRow, 'groupId' | 'rank' | 'positionLegend'>;

function emptyTally(teamId: number): Tally {
  return { teamId, points: 0, gameTotal: 0, gameWon: 0, gamePenaltyWon: 0, gameLost: 0, gamePenaltyLost: 0, goalPro: 0, goalAgainst: 0 };
}

function record(tally: Tally, scored: number, conceded: number, shootout: { own: number; other: number } | null) {
  tally.gameTotal++;
  tally.goalPro += scored;
  tally.goalAgainst += conceded;
  if (scored !== conceded) {
    if (scored > conceded) { tally.gameWon++; tally.points += POINTS.win; } else tally.gameLost++;
    return;
  }
  if (!shootout) throw new Error('a level match without a shootout');
  if (shootout.own > shootout.other) { tally.gamePenaltyWon++; tally.points += POINTS.shootoutWin; } else { tally.gamePenaltyLost++; tally.points += POINTS.shootoutLoss; }
}

export function computeStandings(groupId: number, teamIds: readonly number[], matches: readonly PlayedMatch[], legend: readonly PositionLegend[]): StandingRow[] {
  const tallies = new Map(teamIds.map((id) => [id, emptyTally(id)]));
  for (const { homeTeamId, awayTeamId, result: r } of matches) {
    const home = r.homeScore1T + r.homeScore2T;
    const away = r.awayScore1T + r.awayScore2T;
    const shootout = r.homeScoreP === null || r.awayScoreP === null ? null : { home: r.homeScoreP, away: r.awayScoreP };
    record(tallies.get(homeTeamId)!, home, away, shootout && { own: shootout.home, other: shootout.away });
    record(tallies.get(awayTeamId)!, away, home, shootout && { own: shootout.away, other: shootout.home });
  }
  const sorted = [...tallies.values()].sort((a, b) =>
    b.points - a.points || (b.goalPro - b.goalAgainst) - (a.goalPro - a.goalAgainst) || b.goalPro - a.goalPro || b.gameWon - a.gameWon || a.teamId - b.teamId,
  );
  return sorted.map((tally, index) => {
    const rank = index + 1;
    const entry = legend.find((l) => l.positions.includes(rank));
    return { ...tally, groupId, rank, positionLegend: entry ? { color: entry.color, placement: entry.placement } : null };
  });
}
