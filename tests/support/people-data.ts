/// <reference types="node" />
// What the people pages should show, read from the running Worker's own demo API, so the tests
// compare each page with the league it was rendered from.
import { readJson } from './league-data';

export type ApiPlayer = {
  id: number; firstName: string; lastName: string; role: string; gender: string; jersey?: number; teamId?: number;
  category?: string; birthDate?: string; height?: number; countryId?: number; metaInformation: Record<string, number>;
};
export type ApiTeam = { id: number; name: string; isPlaceholder: boolean };
export type ApiPick = { order: number; round: number; teamId: number; category: string; player: { id: number; role: string } };
export type ApiTransfer = { id: number; date: string; type: string; player: { id: number; firstName: string; lastName: string } };
export type ApiStat = { total: number; ranking: number; matchesPlayed?: number; player: { id: number } };
export type ApiMatch = { id: number; status: string; date: string; turnId: number };

const API = '/api/v1/competition';

/** The region's current season as the site chose it, and everything the people pages read of it. */
export async function readSeasonPeople(base: string, region: string, genders: string, competitions: string) {
  const centre = await readJson<{ season: { id: number } | null }>(`${base}/api/live/match-centre?region=${region}&lang=en`);
  const seasonId = centre.season!.id;
  const [players, teams, legends, picks, transfers] = await Promise.all([
    readJson<ApiPlayer[]>(`${base}${API}/seasons/${seasonId}/players?ctxGenders=${genders}`),
    readJson<ApiTeam[]>(`${base}${API}/seasons/${seasonId}/teams`),
    readJson<ApiPlayer[]>(`${base}${API}/legends?competitions=${competitions}`),
    readJson<ApiPick[]>(`${base}${API}/seasons/${seasonId}/draft`),
    readJson<ApiTransfer[]>(`${base}${API}/seasons/${seasonId}/transfers`),
  ]);
  return { seasonId, players, teams, legends, picks, transfers };
}
export type SeasonPeople = Awaited<ReturnType<typeof readSeasonPeople>>;

export function readPlayerStat(base: string, seasonId: number, code: string): Promise<ApiStat[]> {
  return readJson(`${base}${API}/seasons/${seasonId}/players/stats/${code}?pageSize=200`);
}

export function readTeamMatches(base: string, teamId: number, seasonId: number): Promise<ApiMatch[]> {
  return readJson(`${base}${API}/teams/${teamId}/season-data/${seasonId}/matches`);
}

/** The ids a page's rows carry in `attribute`, in page order. */
export function idsIn(html: string, attribute: string): number[] {
  return [...html.matchAll(new RegExp(`<tr[^>]* ${attribute}="(\\d+)"`, 'g'))].map((found) => Number(found[1]));
}

/** Each table row with its data attributes, in page order. */
export function rowsIn(html: string): { playerId: number; teamId?: number; role?: string; html: string }[] {
  return [...html.matchAll(/<tr([^>]*)>([\s\S]*?)<\/tr>/g)]
    .filter((found) => found[1]!.includes('data-player-id'))
    .map((found) => {
      const attrs = found[1]!;
      const read = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(attrs)?.[1];
      return {
        playerId: Number(read('data-player-id')),
        teamId: read('data-team-id') ? Number(read('data-team-id')) : undefined,
        role: read('data-role'),
        html: found[2]!,
      };
    });
}
