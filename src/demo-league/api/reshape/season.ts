// Season rows (and their phase, group and turn rows) to the contract's Season and Phase.
import type { LocaleCode } from '../../../config/locales';
import { seasonCalendar, toIso, type SeasonCalendar } from '../calendar';
import { groupName, phaseName } from '../names';
import type { SeasonRow } from '../queries/seasons';
import type { GroupRow, PhaseRow, TurnRow } from '../queries/structure';
import { toTurnSummary, type TurnSummaryJson } from './turn';

export type SeasonJson = {
  id: number; competitionId: number; seasonClusterId: number; name: string; displayName?: string; start: string; finish: string;
  finished: boolean; isCurrent: boolean; winnerTeamId: number | null; hasStandings: boolean;
  competition: { id: number; name: string; gender: string; type: string; international: boolean; visible: boolean; countryId?: number };
  metaInformation?: string;
  phases?: PhaseJson[];
};
export type GroupJson = { id: number; name: string; hasStandings: boolean; turns: TurnSummaryJson[] };
export type PhaseJson = { id: number; name: string; shortName: string; type: 'league' | 'playoff'; order: number; groups: GroupJson[] };

export function calendarOf(row: Pick<SeasonRow, 'time_zone'>, nowMs: number): SeasonCalendar {
  return seasonCalendar(row.time_zone, nowMs);
}

export function toSeason(row: SeasonRow, nowMs: number, phases?: PhaseJson[]): SeasonJson {
  const calendar = calendarOf(row, nowMs);
  return {
    id: row.id,
    competitionId: row.competition_id,
    seasonClusterId: row.cluster_id,
    name: row.name,
    ...(row.display_name ? { displayName: row.display_name } : {}),
    start: toIso(calendar.dayStart(row.first_week ?? 0)),
    finish: toIso(calendar.dayEnd(row.last_week ?? 0)),
    finished: row.is_current !== 1,
    isCurrent: row.is_current === 1,
    winnerTeamId: row.winner_team_id,
    hasStandings: row.has_standings === 1,
    competition: {
      id: row.competition_id,
      name: row.competition_name,
      gender: row.gender,
      type: row.competition_type,
      international: row.international === 1,
      visible: row.visible === 1,
      ...(row.competition_country_id !== null ? { countryId: row.competition_country_id } : {}),
    },
    ...(row.meta_information ? { metaInformation: row.meta_information } : {}),
    ...(phases ? { phases } : {}),
  };
}

export function toPhases(phases: readonly PhaseRow[], groups: readonly GroupRow[], turns: readonly TurnRow[], lang: LocaleCode, calendar: SeasonCalendar): PhaseJson[] {
  return phases.map((phase) => ({
    id: phase.id,
    ...phaseName(lang, phase.kind),
    type: phase.kind,
    order: phase.sort_order,
    groups: groups.filter((g) => g.phase_id === phase.id).map((group) => ({
      id: group.id,
      name: groupName(lang, group.kind),
      hasStandings: group.has_standings === 1,
      turns: turns.filter((t) => t.group_id === group.id).map((t) => toTurnSummary(t, lang, calendar)),
    })),
  }));
}
