// What each child sitemap lists, read through the pages' own data clients and link builders, so an
// address here is the address a page links to. Each address carries its language versions as the
// head's alternates do (built from the route and its parameters, not the path: words are
// translated), except where section 2 gives a page no link tags of its own (news and stories).
import type { Edition } from '../../config/editions';
import { DEFAULT_LOCALE, LOCALE_CODES } from '../../config/locales';
import type { Region } from '../../config/regions';
import { ROUTE_IDS, getRouteDefinition, routeEntity, routeHasLinkTags, routeHasRegion } from '../../config/routes';
import type { SitemapKind } from '../../config/sitemaps';
import { loadCurrentSeasonTurns } from '../competition/load-current-season';
import { hasMatchPages } from '../competition/rules/match-pages';
import { withoutPlaceholders } from '../competition/rules/season-quirks';
import type { Match } from '../competition/types';
import { matchPath } from '../match';
import { listRegionStories } from '../news';
import type { PageData } from '../page/page-types';
import { loadRegionPlayers, playerPagePath, teamPagePath, type PeopleLinkContext } from '../people';
import { buildPath, routeExistsIn } from '../routing/build-path';
import { resolvePage, type PageResolution } from '../routing/resolve-page';
import { defaultAlternate, getLanguageAlternates } from '../seo/page-links';
import type { SitemapAlternate, SitemapEntry } from './sitemap-xml';

export type SitemapScope = { edition: Edition; domain: string; data: PageData };
export type SitemapFile = { region: Region | undefined; kind: SitemapKind };

/** A W3C datetime, or nothing for a date the data does not give or that does not read as one. */
function toLastmod(value: string | undefined): string | undefined {
  const time = value ? Date.parse(value) : NaN;
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/** The page in every language it exists in, each address listing all of them and x-default. */
function languageVersions(resolution: PageResolution, { edition, domain }: SitemapScope, lastmod?: string): SitemapEntry[] {
  const absolute = (path: string) => new URL(path, domain).toString();
  if (!routeHasLinkTags(resolution.routeId)) return [{ loc: absolute(buildPath(resolution.routeId, resolution.lang, resolution.params)), lastmod }];
  const versions = getLanguageAlternates(resolution, edition.id);
  const alternates: SitemapAlternate[] = versions.flatMap(({ lang, href }) => (href ? [{ hreflang: lang, href: absolute(href) }] : []));
  const fallback = defaultAlternate(versions);
  if (fallback) alternates.push({ hreflang: 'x-default', href: absolute(fallback) });
  return alternates.filter((alternate) => alternate.hreflang !== 'x-default').map(({ href }) => ({ loc: href, lastmod, alternates }));
}

/** The page a path leads to, once per page: its language versions come with it. */
function versionsOfPath(path: string, scope: SitemapScope, lastmod?: string): SitemapEntry[] {
  const resolution = resolvePage(path, { edition: scope.edition.id });
  return resolution.kind === 'page' ? languageVersions(resolution, scope, lastmod) : [];
}

/** Every page without an entity of its own, in the region (or of no region), once per language group. */
function listingEntries(region: Region | undefined, scope: SitemapScope): SitemapEntry[] {
  const entries: SitemapEntry[] = [];
  for (const routeId of ROUTE_IDS) {
    const { sitemap } = getRouteDefinition(routeId);
    if (sitemap === 'never' || (routeEntity(routeId) && sitemap !== 'as-listing')) continue;
    if (routeHasRegion(routeId) !== Boolean(region)) continue;
    const params = region ? { region: region.slug } : {};
    const paths = LOCALE_CODES.filter((lang) => routeExistsIn(routeId, lang)).map((lang) => buildPath(routeId, lang, params));
    if (!routeHasLinkTags(routeId)) {
      // Without alternates each language's page stands alone.
      for (const path of paths) entries.push(...versionsOfPath(path, scope));
      continue;
    }
    // The first language that has the page gives its whole group.
    for (const path of paths) {
      const group = versionsOfPath(path, scope);
      if (group.length > 0) {
        entries.push(...group);
        break;
      }
    }
  }
  return entries;
}

/** The latest change among a team's matches: its page shows them. */
function lastChangeByTeam(matches: readonly Match[]): Map<number, string> {
  const latest = new Map<number, string>();
  for (const match of matches) {
    const changed = toLastmod(match.updatedAt);
    if (!changed) continue;
    for (const id of [match.homeTeam?.id ?? match.homeTeamId, match.awayTeam?.id ?? match.awayTeamId]) {
      if (id !== undefined && (latest.get(id) ?? '') < changed) latest.set(id, changed);
    }
  }
  return latest;
}

async function leagueEntries(region: Region, kind: 'teams' | 'players' | 'matches', scope: SitemapScope): Promise<SitemapEntry[]> {
  const { edition, data } = scope;
  const filter = { genders: edition.genders, competitions: region.competitionId, lang: DEFAULT_LOCALE };
  const { season, turns } = await loadCurrentSeasonTurns(data.competition, filter);
  if (!season) return [];
  const matches = turns.flatMap((turn) => turn.matches);
  const links: PeopleLinkContext = { lang: DEFAULT_LOCALE, edition: edition.id, region };
  switch (kind) {
    case 'matches':
      if (!hasMatchPages(season.competitionId)) return [];
      return matches.flatMap((match) => versionsOfPath(matchPath(match, region.slug, DEFAULT_LOCALE), scope, toLastmod(match.updatedAt)));
    case 'teams': {
      const changed = lastChangeByTeam(matches);
      const teams = withoutPlaceholders(await data.competition.getSeasonTeams(season.id));
      return teams.flatMap((team) => versionsOfPath(teamPagePath(links, team), scope, changed.get(team.id)));
    }
    case 'players': {
      const changed = lastChangeByTeam(matches);
      const { players } = await loadRegionPlayers(data.competition, region, filter);
      return players.flatMap((player) => versionsOfPath(playerPagePath(links, player), scope, player.teamId === undefined ? undefined : changed.get(player.teamId)));
    }
  }
}

/** The addresses of one child sitemap. Calls that fail leave their part out: the caller tells. */
export async function listSitemapEntries({ region, kind }: SitemapFile, scope: SitemapScope): Promise<SitemapEntry[]> {
  if (kind === 'pages') return listingEntries(region, scope);
  if (!region) return [];
  if (kind === 'stories') {
    const absolute = (path: string) => new URL(path, scope.domain).toString();
    return (await listRegionStories(scope.data.news, region)).map((story) => ({ loc: absolute(story.path), lastmod: toLastmod(story.lastModified) }));
  }
  return leagueEntries(region, kind, scope);
}
