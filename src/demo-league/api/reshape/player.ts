// Player rows to the contract's Player and PlayerRef.
import type { PlayerRow } from '../queries/players';

export type PlayerRefJson = { id: number; firstName: string; lastName: string; jerseyName?: string; role: string; jersey?: number };

export type PlayerJson = PlayerRefJson & {
  shortName?: string; gender: string; birthDate?: string; height?: number; countryId?: number; category?: string; teamId?: number;
  metaInformation: Record<string, number>;
};

export function toPlayerRef(row: PlayerRow): PlayerRefJson {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    ...(row.jersey_name ? { jerseyName: row.jersey_name } : {}),
    role: row.role,
    ...(row.jersey !== null ? { jersey: row.jersey } : {}),
  };
}

function ratings(text: string): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
  } catch {
    return {};
  }
}

export function toPlayer(row: PlayerRow): PlayerJson {
  return {
    ...toPlayerRef(row),
    ...(row.short_name ? { shortName: row.short_name } : {}),
    gender: row.gender,
    ...(row.birth_date ? { birthDate: row.birth_date } : {}),
    ...(row.height !== null ? { height: row.height } : {}),
    ...(row.country_id !== null ? { countryId: row.country_id } : {}),
    ...(row.category ? { category: row.category } : {}),
    ...(row.team_id !== null ? { teamId: row.team_id } : {}),
    metaInformation: ratings(row.ratings),
  };
}
