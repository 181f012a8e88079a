// Team rows to the contract's Team and TeamRef.
import type { StaffRow } from '../queries/staffs';
import type { TeamRow } from '../queries/teams';
import { toStaff, type StaffJson } from './staff';
import type { PlayerRefJson } from './player';

export type TeamRefJson = {
  id: number; name: string; shortName: string; firstColorHEX?: string; secondColorHEX?: string; players?: PlayerRefJson[];
};

export type TeamJson = Omit<TeamRefJson, 'players'> & {
  completeName?: string; countryId?: number; gender: string; isPlaceholder: boolean;
  metaInformation: Record<string, string>; staffs?: StaffJson[]; currentSeasons?: { id: number; competitionId: number }[];
};

export function toTeamRef(row: TeamRow, players?: PlayerRefJson[]): TeamRefJson {
  return {
    id: row.id,
    name: row.name,
    shortName: row.short_name,
    ...(row.first_color ? { firstColorHEX: row.first_color } : {}),
    ...(row.second_color ? { secondColorHEX: row.second_color } : {}),
    ...(players ? { players } : {}),
  };
}

export function toTeam(row: TeamRow, extra: { staffs?: readonly StaffRow[]; currentSeasons?: { id: number; competitionId: number }[] } = {}): TeamJson {
  const { players: _none, ...ref } = toTeamRef(row);
  return {
    ...ref,
    ...(row.complete_name ? { completeName: row.complete_name } : {}),
    ...(row.country_id !== null ? { countryId: row.country_id } : {}),
    gender: row.gender,
    isPlaceholder: row.is_placeholder === 1,
    metaInformation: {},
    ...(extra.staffs ? { staffs: extra.staffs.map(toStaff) } : {}),
    ...(extra.currentSeasons ? { currentSeasons: extra.currentSeasons } : {}),
  };
}
