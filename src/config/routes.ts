// Every page of section 2 (both tables): its path segments, layout, languages, exclusions and checks.
import type { ExclusionKey } from './exclusions';
import { LOCALE_CODES, type LocaleCode } from './locales';
import type { RouteWord } from './route-words';

export const LAYOUTS = ['default', 'health-check', 'menu-free', 'team-and-player'] as const;
export type LayoutName = (typeof LAYOUTS)[number];

/** A path segment: a translated word, the region slug, or an id-and-slug pair. */
export type RouteSegment =
  | { word: RouteWord }
  | { region: true }
  | { entity: EntityPattern };

export const ENTITY_PATTERNS = {
  team: { params: ['team', 'teamName'], pattern: /^(\d{1,9})-([a-z0-9](?:[a-z0-9-]{0,118}[a-z0-9])?)$/ },
  player: {
    params: ['playerId', 'playerName'],
    pattern: /^(\d{1,9})-([a-z0-9](?:[a-z0-9-]{0,118}[a-z0-9])?)$/,
  },
  match: {
    params: ['matchId', 'homeTeam', 'awayTeam'],
    pattern: /^(\d{1,9})-([a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?)-vs-([a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?)$/,
  },
  post: { params: ['post'], pattern: /^([\p{Ll}\p{Lo}\p{N}](?:[\p{Ll}\p{Lo}\p{N}-]{0,198}[\p{Ll}\p{Lo}\p{N}])?)$/u },
} as const satisfies Record<string, { params: readonly string[]; pattern: RegExp }>;
export type EntityPattern = keyof typeof ENTITY_PATTERNS;
export type RouteParamName = 'region' | 'news' | (typeof ENTITY_PATTERNS)[EntityPattern]['params'][number];

export type RouteDefinition = {
  segments: readonly RouteSegment[];
  layout: LayoutName;
  /** Languages the route exists in; all seven when absent. */
  languages?: readonly LocaleCode[];
  /** Section 5 exclusion keys; the page is a 404 where any of them excludes it. */
  exclusions?: readonly ExclusionKey[];
  /** Named route checks run after the global checks (section 4). */
  checks?: readonly string[];
  /** Named checks that read league data, run by the route guard before rendering. */
  dataChecks?: readonly string[];
  /** The id of the page above this one, for breadcrumbs (checked against the table by its tests). */
  parent?: string;
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

const playerStat = (word: RouteWord, extra: readonly ExclusionKey[] = []) =>
  page([R, w('stats'), w(word)], 'stats', { exclusions: ['stats', ...extra] });
const teamStat = (word: RouteWord, extra: readonly ExclusionKey[] = []) =>
  page([R, w('stats'), w('teams'), w(word)], 'teamStats', { exclusions: ['stats', ...extra] });

export const ROUTES = {
  home: { segments: [], layout: 'default' },
  health: { segments: [w('health')], layout: 'health-check' },
  legends: page([w('legends')], 'home', { layout: 'team-and-player', exclusions: ['legends'] }),
  stores: page([w('stores')], 'home', { layout: 'menu-free', exclusions: ['stores'] }),
  finalissima: page([w('finalissima')], 'home', { layout: 'team-and-player', exclusions: ['finalissima'] }),
  team: page([w('teams'), e('team')], 'home', { layout: 'team-and-player', dataChecks: ['team'] }),
  player: page([w('players'), e('player')], 'home', { layout: 'team-and-player', dataChecks: ['player'] }),

  regionHome: page([R], 'home'),
  faqs: page([R, w('faqs')], 'regionHome', { exclusions: ['faqs'] }),
  draft: page([R, w('draft')], 'regionHome', { exclusions: ['draft'] }),
  draftReserves: page([R, w('draft'), w('reserves')], 'draft', { exclusions: ['draft'] }),
  joinTheDraft: page([R, w('joinTheDraft')], 'draft', { exclusions: ['draft'], checks: ['joinTheDraft'] }),
  draftPlayers: page([R, w('draftPlayers')], 'regionHome', { exclusions: ['teams'] }),
  wildcardPlayers: page([R, w('wildcardPlayers')], 'regionHome', { exclusions: ['teams'] }),
  regionLegends: page([R, w('legends')], 'regionHome', { exclusions: ['legends'] }),
  teams: page([R, w('teams')], 'regionHome', { exclusions: ['teams'] }),
  regionTeam: page([R, w('teams'), e('team')], 'teams', {
    layout: 'team-and-player',
    exclusions: ['teams'],
    dataChecks: ['team'],
  }),
  regionPlayer: page([R, w('players'), e('player')], 'teams', {
    layout: 'team-and-player',
    exclusions: ['teams'],
    dataChecks: ['player'],
  }),
  tables: page([R, w('tables')], 'regionHome', { exclusions: ['tables'] }),
  tablesKwcc: page([R, w('tablesKwcc')], 'regionHome', { exclusions: ['tables-kwcc'] }),
  matches: page([R, w('matches')], 'regionHome', { exclusions: ['matches'] }),
  match: page([R, w('matches'), e('match')], 'matches', { exclusions: ['matches'], dataChecks: ['match'] }),
  mercato: page([R, w('mercato')], 'regionHome', { languages: ['en', 'es'], exclusions: ['mercato'] }),
  tickets: page([R, w('tickets')], 'regionHome', { exclusions: ['tickets'] }),
  tierList: page([R, w('tierList')], 'regionHome', { exclusions: ['tier-list'] }),
  tournament: page([R, w('tournament')], 'regionHome', { exclusions: ['tournament'] }),
  contact: page([R, w('contact')], 'regionHome', { exclusions: ['contact-us'] }),
  regulation: page([R, w('regulation')], 'regionHome', { exclusions: ['regulation'] }),
  stats: page([R, w('stats')], 'regionHome', { exclusions: ['stats'] }),
  statsMvp: playerStat('mvp', ['mvp']),
  statsCards: playerStat('cards', ['cards']),
  statsGoals: playerStat('goals', ['goals']),
  statsShots: playerStat('shots', ['shots']),
  statsAssists: playerStat('assists'),
  statsPassing: playerStat('passing'),
  statsMatchdayMvp: playerStat('matchdayMvp'),
  statsExpected: playerStat('expected'),
  statsDefensives: playerStat('defensives'),
  statsGoalkeeper: playerStat('goalkeeper'),
  statsOffensives: playerStat('offensives'),
  statsGoalsGrouped: playerStat('goalsGrouped'),
  statsBestGoalkeeper: playerStat('bestGoalkeeper'),
  teamStats: page([R, w('stats'), w('teams')], 'stats', { exclusions: ['stats'] }),
  teamStatsCards: teamStat('cards', ['cards']),
  teamStatsShots: teamStat('shots', ['shots']),
  teamStatsPassing: teamStat('passing'),
  teamStatsGoalsGrouped: teamStat('goalsGrouped'),
  teamStatsExpected: teamStat('expected'),
  teamStatsDefensives: teamStat('defensives'),
  teamStatsOffensives: teamStat('offensives'),
  teamSimulator: page([R, w('teamSimulator')], 'regionHome', { languages: SIMULATOR_LANGUAGES }),
  squadSimulator: page([R, w('squadSimulator')], 'regionHome', { languages: SIMULATOR_LANGUAGES }),
  circulars: page([R, w('circulars')], 'regionHome', { languages: ['es', 'it'] }),
  mediaAccreditation: page([R, w('mediaAccreditation')], 'regionHome'),
  qualifiersSpain: page([R, w('qualifiers'), w('qualifiersSpain')], 'regionHome'),
  qualifiersAmericas: page([R, w('qualifiers'), w('qualifiersAmericas')], 'regionHome'),
  news: page([R, w('news')], 'regionHome', { checks: ['news'] }),
  post: page([R, w('news'), e('post')], 'news', { checks: ['news'] }),
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

/** Pages whose head carries none of the page's own link tags (section 2). */
export const ROUTES_WITHOUT_LINK_TAGS: readonly RouteId[] = ['news', 'post'];
