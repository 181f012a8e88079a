// Gathers what the search index is made of, for one edition and language, through the request's
// data clients: every region's seasons (current and past) with their teams, staff and players, the
// current season's matches, its legends, and its newest stories where the region writes news in that language.
import type { Edition } from '../../config/editions';
import { isExcluded } from '../../config/exclusions';
import type { LocaleCode } from '../../config/locales';
import { getRegions, type Region } from '../../config/regions';
import { SEARCH } from '../../config/search';
import type { CmsApi } from '../cms';
import type { CompetitionApi } from '../competition/api';
import { loadListedSeason } from '../competition/load-current-season';
import { hasMatchPages } from '../competition/rules/match-pages';
import type { Player, Season, Team } from '../competition/types';
import { formatDay } from '../i18n/format-date';
import type { Translate } from '../i18n/intl';
import { getRegionLabel } from '../i18n/region-name';
import { matchPath } from '../match';
import { postPath } from '../news';
import { playerPagePath, teamPagePath, toPeopleGender, type PeopleLinkContext } from '../people';
import {
  legendDocument, matchDocument, playerDocument, staffDocument, storyDocument, teamDocument, type SearchDocument,
} from './search-documents';

export type SearchSources = { competition: CompetitionApi; cms: CmsApi };
export type SearchScope = { edition: Edition; lang: LocaleCode; t: Translate };

type RegionScope = SearchScope & { region: Region; place: Parameters<typeof teamDocument>[3]; links: PeopleLinkContext };

/** A region's seasons, newest first, and which one is current. */
async function loadSeasons(api: CompetitionApi, edition: Edition, region: Region): Promise<{ seasons: Season[]; currentId?: number }> {
  const { clusters, season } = await loadListedSeason(api, { genders: edition.genders, competitions: region.competitionId });
  const seasons = clusters.flatMap((cluster) => cluster.seasons).sort((a, b) => Date.parse(b.start) - Date.parse(a.start));
  return { seasons, currentId: season?.id };
}

async function seasonDocuments(api: CompetitionApi, season: Season, current: boolean, scope: RegionScope, seenPlayers: Set<number>): Promise<SearchDocument[]> {
  const { lang, edition, region, place, links } = scope;
  const [teams, players, turns] = await Promise.all([
    api.getSeasonTeams(season.id),
    api.getSeasonPlayers(season.id, { lang, ctxGenders: edition.genders }),
    // Matches of the current season only: past seasons' hundreds of matches would double the index.
    current && hasMatchPages(season.competitionId) && !isExcluded('matches', edition.id, region.slug)
      ? api.getMatchCenterData(season.id, { lang }) : Promise.resolve([]),
  ]);
  const realTeams = teams.filter((team) => !team.isPlaceholder);
  const teamById = new Map<number, Team>(realTeams.map((team) => [team.id, team]));
  const documents: SearchDocument[] = [];
  for (const team of realTeams) {
    const href = teamPagePath(links, team);
    documents.push(teamDocument(team, href, current, place));
    for (const staff of team.staffs) documents.push(staffDocument(staff, team, href, current, place));
  }
  // Seasons come newest first, so a player's first appearance gives their latest team.
  for (const player of players) {
    if (seenPlayers.has(player.id)) continue;
    seenPlayers.add(player.id);
    const team = player.teamId === undefined ? undefined : teamById.get(player.teamId);
    documents.push(playerDocument(player, season, team, playerPagePath(links, player), current, place));
  }
  for (const turn of turns) {
    for (const match of turn.matches) {
      if (!match.homeTeam || !match.awayTeam) continue;
      const date = formatDay(match.date, lang, region.timeZone);
      documents.push(matchDocument(match, turn.name, date, matchPath(match, region.slug, lang), current, place));
    }
  }
  return documents;
}

async function storyDocuments(cms: CmsApi, scope: RegionScope): Promise<SearchDocument[]> {
  const { lang, region, place } = scope;
  if (!region.newsLanguages.includes(lang)) return [];
  const { posts } = await cms.listRecentPosts(region, lang, SEARCH.storiesPerRegion);
  return posts.flatMap((post, index) => {
    const href = postPath(region, lang, post.slug);
    return href ? [storyDocument(post, formatDay(post.date, lang, region.timeZone), href, index < SEARCH.suggestLimit, place)] : [];
  });
}

async function regionDocuments(sources: SearchSources, scope: SearchScope, region: Region): Promise<SearchDocument[]> {
  const { edition, lang, t } = scope;
  const gender = toPeopleGender(edition);
  const labels = {
    regionName: getRegionLabel(t, region.slug),
    role: (role: Player['role']) => t(`people.role.${role}`, { gender }),
    president: t('search.president', { gender }),
  };
  const regionScope: RegionScope = {
    ...scope, region, place: { region: region.slug, labels }, links: { lang, edition: edition.id, region },
  };
  const { seasons, currentId } = await loadSeasons(sources.competition, edition, region);
  const seenPlayers = new Set<number>();
  const documents: SearchDocument[] = [];
  // One season after another, so the newest season names a player who played in several.
  for (const season of seasons) {
    documents.push(...(await seasonDocuments(sources.competition, season, season.id === currentId, regionScope, seenPlayers)));
  }
  // An upstream without the legends (undefined) leaves them out of the index.
  const legends = ((await sources.competition.getLegends({ competitions: region.competitionId })) ?? [])
    .filter((player) => (edition.genders as readonly string[]).includes(player.gender));
  for (const legend of legends) documents.push(legendDocument(legend, playerPagePath(regionScope.links, legend), regionScope.place));
  documents.push(...(await storyDocuments(sources.cms, regionScope)));
  return documents;
}

/** Every searchable thing of the edition in one language; a region that cannot be read adds nothing. */
export async function loadSearchDocuments(sources: SearchSources, scope: SearchScope): Promise<SearchDocument[]> {
  const regions = getRegions(scope.edition.id);
  const lists = await Promise.all(regions.map((region) => regionDocuments(sources, scope, region)));
  // A team or a player of two regions sharing a competition is listed once per region; ids keep them apart.
  const byId = new Map<string, SearchDocument>();
  for (const document of lists.flat()) if (!byId.has(document.id)) byId.set(document.id, document);
  return [...byId.values()];
}
