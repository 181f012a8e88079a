// Every page of section 2 (both tables), one record each: its path segments, layout, languages,
// exclusions and checks, how long its render may be kept, whether its head carries its own link
// tags, and its statistics table where it has one. A page's view lives beside the views
// (src/views/index.ts) and its entity loader beside the data (src/lib/page/entities): see ADR 015.
import { draftSignUpCheck, newsLanguageCheck, type RouteCheck } from './route-checks';
import type { ExclusionKey } from './exclusions';
import { LOCALE_CODES, type LocaleCode } from './locales';
import type { EntityKind, EntityPattern } from './route-params';
import type { RouteWord } from './route-words';
import { SEARCH } from './search';
import { STAT_HUB_PAGES, STAT_PAGE_CONFIGS as S, type StatPageConfig } from './stat-pages';

export { ENTITY_PATTERNS, type EntityKind, type EntityPattern, type RouteParamName, type RouteParams } from './route-params';

export const LAYOUTS = ['default', 'health-check', 'menu-free', 'team-and-player'] as const;
export type LayoutName = (typeof LAYOUTS)[number];

/** A path segment: a translated word, the region slug, or an id-and-slug pair. */
export type RouteSegment =
  | { word: RouteWord }
  | { region: true }
  | { entity: EntityPattern };

/** Seconds a rendered page is kept when its record says nothing (ADR 005). */
export const DEFAULT_PAGE_CACHE_SECONDS = 30;
/** Pages that show live scores are kept no longer than the live data itself. */
const LIVE = 8;

export type RouteDefinition = {
  segments: readonly RouteSegment[];
  layout: LayoutName;
  /** Languages the route exists in; all seven when absent. */
  languages?: readonly LocaleCode[];
  /** Section 5 exclusion keys; the page is a 404 where any of them excludes it. */
  exclusions?: readonly ExclusionKey[];
  /** Route checks run after the global checks (section 4). */
  checks?: readonly RouteCheck[];
  /** The id of the page above this one, for breadcrumbs (checked against the table by its tests). */
  parent?: string;
  /** Seconds a rendered page may be served again; DEFAULT_PAGE_CACHE_SECONDS when absent, 0 never. */
  cacheSeconds?: number;
  /** `false`: the head carries none of the page's own link tags (section 2, news and posts). */
  linkTags?: false;
  /** The page's stories as RSS at `{page}/feed.xml` (a region's news). */
  newsFeed?: true;
  /** The page also answers `Accept: application/json` at its own address (the health check). */
  answersJson?: true;
  /** What the route guard loads before rendering, for a page without an entity segment. */
  entity?: EntityKind;
  /**
   * How the sitemaps list the page: `never`; or `as-listing`, once per language group like a
   * page without an entity, though a loader runs for it (one that only checks the page number).
   * Otherwise a page with an entity is listed by its entity, and any other page as a listing.
   */
  sitemap?: 'never' | 'as-listing';
  /** A statistics ranking: whom it ranks, its source and its columns. */
  stat?: StatPageConfig;
  /**
   * Query parameters the page reads as free text (a search box's words): its view accepts or
   * empties them itself, so the route guard's shape and markup checks leave them alone.
   */
  freeTextQuery?: readonly string[];
  /** A statistics hub: the rankings it previews, in the order shown. */
  statHub?: readonly string[];
};

const R = { region: true } as const;
const w = (word: RouteWord) => ({ word }) as const;
const e = (entity: EntityPattern) => ({ entity }) as const;
const page = (
  segments: readonly RouteSegment[],
  parent: string,
  options: Partial<Omit<RouteDefinition, 'segments' | 'parent'>> = {},
): RouteDefinition => ({ layout: 'default', segments, parent, ...options });

const SIMULATOR_LANGUAGES = ['en', 'es', 'de', 'fr', 'it', 'pt'] as const;

// Typed so that the statistics pages and hubs are known by their records (StatPageRouteId below).
type StatRoute = RouteDefinition & { stat: StatPageConfig };
type StatHubRoute = RouteDefinition & { statHub: readonly string[] };
const playerStat = (word: RouteWord, stat: StatPageConfig, extra: readonly ExclusionKey[] = []): StatRoute =>
  ({ ...page([R, w('stats'), w(word)], 'stats', { exclusions: ['stats', ...extra] }), stat });
const teamStat = (word: RouteWord, stat: StatPageConfig, extra: readonly ExclusionKey[] = []): StatRoute =>
  ({ ...page([R, w('stats'), w('teams'), w(word)], 'teamStats', { exclusions: ['stats', ...extra] }), stat });
const statHub = (segments: readonly RouteSegment[], parent: string, pages: readonly string[]): StatHubRoute =>
  ({ ...page(segments, parent, { exclusions: ['stats'] }), statHub: pages });

export const ROUTES = {
  home: { segments: [], layout: 'default', cacheSeconds: LIVE },
  health: { segments: [w('health')], layout: 'health-check', cacheSeconds: 0, answersJson: true, sitemap: 'never' },
  legends: page([w('legends')], 'home', { layout: 'team-and-player', exclusions: ['legends'] }),
  stores: page([w('stores')], 'home', { layout: 'menu-free', exclusions: ['stores'] }),
  finalissima: page([w('finalissima')], 'home', { layout: 'team-and-player', exclusions: ['finalissima'] }),
  // A team's and a player's matches include the one being played.
  team: page([w('teams'), e('team')], 'home', { layout: 'team-and-player', cacheSeconds: LIVE }),
  player: page([w('players'), e('player')], 'home', { layout: 'team-and-player', cacheSeconds: LIVE }),
  // Results for `?q=` across the edition's regions (issue 26), kept as long as the suggest answers.
  search: page([w('search')], 'home', { cacheSeconds: SEARCH.answerSeconds, freeTextQuery: ['q'] }),

  regionHome: page([R], 'home', { cacheSeconds: LIVE }),
  faqs: page([R, w('faqs')], 'regionHome', { exclusions: ['faqs'] }),
  draft: page([R, w('draft')], 'regionHome', { exclusions: ['draft'] }),
  draftReserves: page([R, w('draft'), w('reserves')], 'draft', { exclusions: ['draft'] }),
  joinTheDraft: page([R, w('joinTheDraft')], 'draft', { exclusions: ['draft'], checks: [draftSignUpCheck] }),
  draftPlayers: page([R, w('draftPlayers')], 'regionHome', { exclusions: ['teams'] }),
  wildcardPlayers: page([R, w('wildcardPlayers')], 'regionHome', { exclusions: ['teams'] }),
  regionLegends: page([R, w('legends')], 'regionHome', { exclusions: ['legends'] }),
  teams: page([R, w('teams')], 'regionHome', { exclusions: ['teams'] }),
  regionTeam: page([R, w('teams'), e('team')], 'teams', {
    layout: 'team-and-player',
    exclusions: ['teams'],
    cacheSeconds: LIVE,
  }),
  regionPlayer: page([R, w('players'), e('player')], 'teams', {
    layout: 'team-and-player',
    exclusions: ['teams'],
    cacheSeconds: LIVE,
  }),
  tables: page([R, w('tables')], 'regionHome', { exclusions: ['tables'] }),
  tablesKwcc: page([R, w('tablesKwcc')], 'regionHome', { exclusions: ['tables-kwcc'] }),
  matches: page([R, w('matches')], 'regionHome', { exclusions: ['matches'], cacheSeconds: LIVE }),
  match: page([R, w('matches'), e('match')], 'matches', { exclusions: ['matches'], cacheSeconds: LIVE }),
  mercato: page([R, w('mercato')], 'regionHome', { languages: ['en', 'es'], exclusions: ['mercato'] }),
  tickets: page([R, w('tickets')], 'regionHome', { exclusions: ['tickets'] }),
  tierList: page([R, w('tierList')], 'regionHome', { exclusions: ['tier-list'] }),
  tournament: page([R, w('tournament')], 'regionHome', { exclusions: ['tournament'] }),
  contact: page([R, w('contact')], 'regionHome', { exclusions: ['contact-us'] }),
  regulation: page([R, w('regulation')], 'regionHome', { exclusions: ['regulation'] }),
  stats: statHub([R, w('stats')], 'regionHome', STAT_HUB_PAGES.stats),
  statsMvp: playerStat('mvp', S.statsMvp, ['mvp']),
  statsCards: playerStat('cards', S.statsCards, ['cards']),
  statsGoals: playerStat('goals', S.statsGoals, ['goals']),
  statsShots: playerStat('shots', S.statsShots, ['shots']),
  statsAssists: playerStat('assists', S.statsAssists),
  statsPassing: playerStat('passing', S.statsPassing),
  statsMatchdayMvp: playerStat('matchdayMvp', S.statsMatchdayMvp),
  statsExpected: playerStat('expected', S.statsExpected),
  statsDefensives: playerStat('defensives', S.statsDefensives),
  statsGoalkeeper: playerStat('goalkeeper', S.statsGoalkeeper),
  statsOffensives: playerStat('offensives', S.statsOffensives),
  statsGoalsGrouped: playerStat('goalsGrouped', S.statsGoalsGrouped),
  statsBestGoalkeeper: playerStat('bestGoalkeeper', S.statsBestGoalkeeper),
  teamStats: statHub([R, w('stats'), w('teams')], 'stats', STAT_HUB_PAGES.teamStats),
  teamStatsCards: teamStat('cards', S.teamStatsCards, ['cards']),
  teamStatsShots: teamStat('shots', S.teamStatsShots, ['shots']),
  teamStatsPassing: teamStat('passing', S.teamStatsPassing),
  teamStatsGoalsGrouped: teamStat('goalsGrouped', S.teamStatsGoalsGrouped),
  teamStatsExpected: teamStat('expected', S.teamStatsExpected),
  teamStatsDefensives: teamStat('defensives', S.teamStatsDefensives),
  teamStatsOffensives: teamStat('offensives', S.teamStatsOffensives),
  teamSimulator: page([R, w('teamSimulator')], 'regionHome', { languages: SIMULATOR_LANGUAGES, entity: 'teamSimulator' }),
  squadSimulator: page([R, w('squadSimulator')], 'regionHome', { languages: SIMULATOR_LANGUAGES, entity: 'squadSimulator' }),
  circulars: page([R, w('circulars')], 'regionHome', { languages: ['es', 'it'] }),
  mediaAccreditation: page([R, w('mediaAccreditation')], 'regionHome'),
  qualifiersSpain: page([R, w('qualifiers'), w('qualifiersSpain')], 'regionHome'),
  qualifiersAmericas: page([R, w('qualifiers'), w('qualifiersAmericas')], 'regionHome'),
  news: page([R, w('news')], 'regionHome', {
    checks: [newsLanguageCheck], linkTags: false, entity: 'newsList', cacheSeconds: 300, newsFeed: true, sitemap: 'as-listing',
  }),
  post: page([R, w('news'), e('post')], 'news', { checks: [newsLanguageCheck], linkTags: false, cacheSeconds: 3600 }),
} as const satisfies Record<string, RouteDefinition>;

export type RouteId = keyof typeof ROUTES;
export const ROUTE_IDS = Object.keys(ROUTES) as RouteId[];

export function getRouteDefinition(id: RouteId): RouteDefinition {
  return ROUTES[id];
}

export function routeLanguages(id: RouteId): readonly LocaleCode[] {
  return getRouteDefinition(id).languages ?? LOCALE_CODES;
}

export function routeHasRegion(id: RouteId): boolean {
  return getRouteDefinition(id).segments.some((segment) => 'region' in segment);
}

/** What the route guard loads for a page: its record's entity, else its entity segment's; none for most pages. */
export function routeEntity(id: RouteId): EntityKind | undefined {
  const definition = getRouteDefinition(id);
  if (definition.entity) return definition.entity;
  for (const segment of definition.segments) if ('entity' in segment) return segment.entity;
  return undefined;
}

/** Seconds a rendered page of the route may be served again. */
export function routeCacheSeconds(id: RouteId): number {
  return getRouteDefinition(id).cacheSeconds ?? DEFAULT_PAGE_CACHE_SECONDS;
}

/** Whether the page's head carries its own canonical and language alternates (section 2). */
export function routeHasLinkTags(id: RouteId): boolean {
  return getRouteDefinition(id).linkTags !== false;
}

type RoutesOfType<T> = { [K in RouteId]: (typeof ROUTES)[K] extends T ? K : never }[RouteId];
export type StatPageRouteId = RoutesOfType<StatRoute>;
export type StatHubRouteId = RoutesOfType<StatHubRoute>;

/** Every statistics ranking's config, by route. */
export const STAT_PAGES = Object.fromEntries(
  ROUTE_IDS.flatMap((id) => {
    const { stat } = getRouteDefinition(id);
    return stat ? [[id, stat]] : [];
  }),
) as Record<StatPageRouteId, StatPageConfig>;

/** The two hubs and the rankings each previews (the route table's tests check every id). */
export const STAT_HUBS = Object.fromEntries(
  ROUTE_IDS.flatMap((id) => {
    const { statHub } = getRouteDefinition(id);
    return statHub ? [[id, statHub]] : [];
  }),
) as Record<StatHubRouteId, readonly StatPageRouteId[]>;

export function isStatPage(routeId: RouteId): routeId is StatPageRouteId {
  return routeId in STAT_PAGES;
}

export function isStatHub(routeId: RouteId): routeId is StatHubRouteId {
  return routeId in STAT_HUBS;
}
