// A group's table rows to the contract's GroupStandings.
import type { LocaleCode } from '../../../config/locales';
import { groupName } from '../names';
import type { StandingRowData } from '../queries/standings';
import type { GroupRow } from '../queries/structure';
import type { TeamRow } from '../queries/teams';
import { toTeamRef, type TeamRefJson } from './team';

type Legend = { color: string; placement: string };

export type StandingJson = {
  teamId: number; team?: TeamRefJson; rank: number; points: number; gameTotal: number; gameWon: number; gameExtraTimeWon: number;
  gamePenaltyWon: number; gameDraw: number; gameLost: number; gameExtraTimeLost: number; gamePenaltyLost: number;
  goalPro: number; goalAgainst: number; penalty: number; positionLegend?: Legend; secondaryPositionLegend?: Legend;
};
export type GroupStandingsJson = { id: number; name: string; phaseId: number; standings: StandingJson[] };

function legend(text: string | null): Legend | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<Legend>;
    return typeof value.color === 'string' && typeof value.placement === 'string' ? { color: value.color, placement: value.placement } : undefined;
  } catch {
    return undefined;
  }
}

export function toGroupStandings(group: GroupRow, rows: readonly StandingRowData[], teams: ReadonlyMap<number, TeamRow>, lang: LocaleCode): GroupStandingsJson {
  return {
    id: group.id,
    name: groupName(lang, group.kind),
    phaseId: group.phase_id,
    standings: rows.map((r) => {
      const team = teams.get(r.team_id);
      const primary = legend(r.position_legend);
      const secondary = legend(r.secondary_position_legend);
      return {
        teamId: r.team_id,
        ...(team ? { team: toTeamRef(team) } : {}),
        rank: r.rank, points: r.points, gameTotal: r.game_total, gameWon: r.game_won, gameExtraTimeWon: r.game_extra_time_won,
        gamePenaltyWon: r.game_penalty_won, gameDraw: r.game_draw, gameLost: r.game_lost, gameExtraTimeLost: r.game_extra_time_lost,
        gamePenaltyLost: r.game_penalty_lost, goalPro: r.goal_pro, goalAgainst: r.goal_against, penalty: r.penalty,
        ...(primary ? { positionLegend: primary } : {}),
        ...(secondary ? { secondaryPositionLegend: secondary } : {}),
      };
    }),
  };
}
