// The women's Finalissima: the champions of Spain and the Americas, and their match if it exists.
import type { Edition } from '../../config/editions';
import type { LocaleCode } from '../../config/locales';
import { findRegion, type Region } from '../../config/regions';
import type { CompetitionApi } from '../competition/api';
import type { Match, TeamRef } from '../competition/types';
import { loadReigningChampion, type Title } from './load-champion';

export const FINALISSIMA_REGIONS = ['espana', 'americas'] as const;

export type Finalist = { region: Region; title: Title; team?: TeamRef };
export type Finalissima = { finalists: Finalist[]; match?: Match };

/** The champion as a team reference: from the final when it named them, else the team itself. */
async function loadFinalistTeam(api: CompetitionApi, title: Title): Promise<TeamRef | undefined> {
  if (title.team) return title.team;
  try {
    const team = await api.getTeam(title.teamId);
    return team && { id: team.id, name: team.name, shortName: team.shortName, logoUrl: team.logoUrl, players: [] };
  } catch {
    // A champion the league no longer knows is shown without a name rather than as a broken page.
    return undefined;
  }
}

/** A match between the two champions in a season both took part in; the latest if several. */
async function findMatchBetween(api: CompetitionApi, homeId: number, awayId: number, lang: LocaleCode): Promise<Match | undefined> {
  const [homeSeasons, awaySeasons] = await Promise.all([api.getTeamSeasons(homeId), api.getTeamSeasons(awayId)]);
  const shared = homeSeasons.filter((season) => awaySeasons.some((other) => other.id === season.id));
  const matches = (await Promise.all(shared.map((season) => api.getTeamSeasonMatches(homeId, season.id, lang)))).flat();
  return matches
    .filter((match) => match.homeTeamId === awayId || match.awayTeamId === awayId)
    .sort((a, b) => Date.parse(a.date) - Date.parse(b.date))
    .at(-1);
}

export async function loadFinalissima(api: CompetitionApi, edition: Edition, lang: LocaleCode): Promise<Finalissima> {
  const regions = FINALISSIMA_REGIONS.flatMap((slug) => findRegion(edition.id, slug) ?? []);
  const finalists = await Promise.all(
    regions.map(async (region): Promise<Finalist | undefined> => {
      const title = await loadReigningChampion(api, region, { genders: edition.genders, lang });
      return title && { region, title, team: await loadFinalistTeam(api, title) };
    }),
  );
  const known = finalists.flatMap((finalist) => (finalist ? [finalist] : []));
  const [first, second] = known;
  const match = known.length === 2 && first && second ? await findMatchBetween(api, first.title.teamId, second.title.teamId, lang) : undefined;
  return { finalists: known, match };
}
