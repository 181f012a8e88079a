// Every page of section 2 (both tables), one record each: all that the site knows of a page is
// here, or named from here. Its path (its own words inline, words pages share from
// route-words.ts), layout, languages, exclusions and checks, its place in the menus, how long its
// render may be kept, whether its head carries its own link tags, its calendar feed, its CMS page,
// its statistics table, and the name of its view (found by src/views/index.ts) and of the thing it
// loads (found by src/lib/page/entities): see ADR 015, ADR 037 and ADR 045.
import type { EditionId } from './editions';
import { EMBED_WIDGETS, embedQueryFields, type EmbedWidgetId } from './embed';
import { draftSignUpCheck, newsLanguageCheck, type RouteCheck } from './route-checks';
import type { ExclusionKey } from './exclusions';
import { LOCALE_CODES, type LocaleCode } from './locales';
import {
  CLUB_CHOICE, COLUMN, FILL_BEST, FILTER_MODE, FILTER_TEXT, FORMATION, FREE_TEXT, LINK_CLUB_NAME, LINK_IDS, LINK_SEED, LINK_TEAM,
  LINK_VERSION, OPTIONAL_ID, PAGE, PLAYER_ID, PLAYER_ROLE, POOL_CATEGORY, REGION_SLUG, SHOWN_ROWS, SORT_DIRECTION, VOTE_CHOICE,
  type QueryFields, type QueryValuesOf,
} from './query-fields';
import type { EntityPattern } from './route-params';
import { ROUTE_WORDS, type RouteWord, type WordTranslations } from './route-words';
import { SEARCH } from './search';
import { codes, GOALKEEPING, type StatPageConfig } from './stat-pages';

export { ENTITY_PATTERNS, type EntityPattern, type RouteParamName, type RouteParams } from './route-params';

export const LAYOUTS = ['default', 'embed', 'health-check', 'menu-free', 'team-and-player'] as const;
export type LayoutName = (typeof LAYOUTS)[number];

/**
 * A path segment: a translated word (a page's own, or one of the words pages share; `param` keeps
 * it as a parameter too), the region slug, or an id-and-slug pair.
 */
export type RouteSegment =
  | { word: WordTranslations; param?: 'news' }
  | { region: true }
  | { entity: EntityPattern };

/** The menus, and the header's groups, a page can be placed in (src/config/menus.ts builds them). */
export type MenuSlot = 'header' | 'footer' | 'edition' | 'players' | 'stats' | 'more';
/** Where an entry shows: only in these regions, editions or languages (all when absent). */
export type MenuConditions = {
  regions?: readonly string[];
  editions?: readonly EditionId[];
  languages?: readonly LocaleCode[];
};
/** A page's entry in one menu: its message, its position among the slot's entries (ascending). */
export type MenuPlace = MenuConditions & { in: MenuSlot; at: number; label: string };

/** Seconds a rendered page is kept when its record says nothing (ADR 005). */
export const DEFAULT_PAGE_CACHE_SECONDS = 30;
/** Pages that show live scores are kept no longer than the live data itself. */
const LIVE_PAGE_CACHE_SECONDS = 8;

export type RouteDefinition = {
  segments: readonly RouteSegment[];
  layout: LayoutName;
  /**
   * The view it renders, by name: `ROUTE_VIEWS` in src/views/index.ts finds the component of
   * that name in src/views/{name}-view.tsx (views import config, so config names them).
   */
  view: string;
  /** How a breadcrumb names the page: the site's home word or the region's name; its title when absent. */
  crumb?: 'home' | 'region';
  /** Languages the route exists in; all seven when absent. */
  languages?: readonly LocaleCode[];
  /** Section 5 exclusion keys; the page is a 404 where any of them excludes it. */
  exclusions?: readonly ExclusionKey[];
  /** Where the menus offer the page (section 2, Navigation menus); nowhere when absent. */
  menus?: readonly MenuPlace[];
  /** Route checks run after the global checks (section 4). */
  checks?: readonly RouteCheck[];
  /** The id of the page above this one, for breadcrumbs (checked against the table by its tests). */
  parent?: string;
  /** Seconds a rendered page may be served again; DEFAULT_PAGE_CACHE_SECONDS when absent, 0 never. */
  cacheSeconds?: number;
  /** `false`: the head carries none of the page's own link tags (section 2, news and posts). */
  linkTags?: false;
  /**
   * `false`: the pages sitemap leaves it out. A page about one thing is listed by its own kind's
   * sitemap file (teams, players, matches, stories), never the pages file.
   */
  sitemap?: false;
  /**
   * What the route guard loads before rendering, for a page whose existence or title depends on
   * data without an entity segment of its own (a news page past the last, a shared squad): its
   * kind names the loader, `load{Kind}` in src/lib/page/entities (ADR 045).
   */
  entity?: string;
  /**
   * The iCalendar feed beside the page (`{page}/calendar.ics`, ADR 020): every match of the
   * edition, the region's season, or its entity's (a team's season, one match); none when absent.
   */
  calendar?: 'edition' | 'region' | 'entity';
  /** An editorial page the region's CMS writes: the WordPress page's slug in each language (ADR 017). */
  cmsSlugs?: Readonly<Record<LocaleCode, string>>;
  /** The circulars' WordPress category per edition and region; a region missing publishes none. */
  cmsCirculars?: Readonly<Record<EditionId, Readonly<Record<string, number>>>>;
  /** The page's stories as RSS at `{page}/feed.xml` (a region's news). */
  newsFeed?: true;
  /** The page also answers `Accept: application/json` at its own address (the health check). */
  answersJson?: true;
  /** A statistics ranking: whom it ranks, its source and its columns. */
  stat?: StatPageConfig;
  /**
   * The query parameters the page reads, each with its field (src/config/query-fields.ts): the
   * resolver parses them once, refuses a value of the wrong shape with a 400 and ignores any
   * other parameter. `FREE_TEXT` marks a search box's words, which the view checks itself.
   */
  query?: QueryFields;
  /** A statistics hub: whom its rankings rank, and the rankings it previews in the order shown. */
  statHub?: StatHub;
  /** The league a page follows whatever region it is opened from (a qualifiers page). */
  sourceRegion?: string;
  /**
   * A partner's widget (src/config/embed.ts): its path is below `/embed/` (`/embed/{lang}/…`),
   * it may be framed by other sites, and any query parameter it does not take is a 400 (ADR 050).
   */
  embed?: EmbedWidgetId;
};

const R = { region: true } as const;
const w = (word: RouteWord | WordTranslations) => ({ word: typeof word === 'string' ? ROUTE_WORDS[word] : word }) as const;
const NEWS = { word: ROUTE_WORDS.news, param: 'news' } as const;
const e = (entity: EntityPattern) => ({ entity }) as const;
type PageOptions = Partial<Omit<RouteDefinition, 'segments' | 'parent'>> & Pick<RouteDefinition, 'view'>;
// Generic so that each record keeps its own literal facts (its view's name types ROUTE_VIEWS).
const page = <const O extends PageOptions>(segments: readonly RouteSegment[], parent: string, options: O): RouteDefinition & O =>
  ({ layout: 'default', segments, parent, ...options });

/** A statistics table's sort, filter and page (src/lib/stats/table-query.ts). */
const TABLE_QUERY = { page: PAGE, sort: COLUMN, dir: SORT_DIRECTION, col: COLUMN, op: FILTER_MODE, q: FILTER_TEXT } as const;
/** The player lists' team and role filters (src/lib/people/player-list-query.ts). */
const PLAYER_LIST_QUERY = { team: OPTIONAL_ID, role: PLAYER_ROLE } as const;
/** A simulator's pool filter and "show more" (src/lib/simulators/pool-filter.ts), and the presses of its forms. */
const POOL_QUERY = { role: PLAYER_ROLE, team: OPTIONAL_ID, cat: POOL_CATEGORY, q: FILTER_TEXT, show: SHOWN_ROWS, add: PLAYER_ID, drop: PLAYER_ID } as const;

/**
 * A partner's widget: `/embed/{lang}/{region}/{word}`, one word in every language (partners' snippets
 * name it), none of the site's frame, no sitemap entry or link tags, its options its query (ADR 050).
 */
const embedPage = <const W extends EmbedWidgetId>(widget: W, exclusions: readonly ExclusionKey[], cacheSeconds: number) =>
  page([R, w({ en: EMBED_WIDGETS[widget].word })], 'regionHome', {
    view: 'embed', layout: 'embed', embed: widget, exclusions, cacheSeconds, sitemap: false, linkTags: false, query: embedQueryFields(widget),
  });

const SIMULATOR_LANGUAGES = ['en', 'es', 'de', 'fr', 'it', 'pt'] as const;
const menu = (slot: MenuSlot, at: number, label: string, conditions: MenuConditions = {}): MenuPlace =>
  ({ in: slot, at, label, ...conditions });
const KINGS = ['kings'] as const;
const WORLD_CUPS = ['world-cup', 'kwc-nations'] as const;

/**
 * A slug as WordPress stores and returns it: non-ASCII letters percent-encoded in lowercase. The
 * site sends it as it is; WordPress decodes the query once and compares with the stored form.
 */
const wordpressSlug = (text: string) => encodeURIComponent(text).toLowerCase();

// Typed so that the statistics pages and hubs are known by their records (StatPageRouteId below).
type StatRoute = RouteDefinition & { view: 'statPage'; stat: StatPageConfig };
type StatHub = { scope: StatPageConfig['scope']; pages: readonly string[] };
type StatHubRoute = RouteDefinition & { view: 'statsHub'; statHub: StatHub };
type Ranking = Omit<StatPageConfig, 'scope'>;
const playerStat = (word: RouteWord, stat: Ranking, extra: readonly ExclusionKey[] = []): StatRoute =>
  page([R, w('stats'), w(word)], 'stats', { view: 'statPage', exclusions: ['stats', ...extra], stat: { scope: 'players', ...stat }, query: TABLE_QUERY });
const teamStat = (word: RouteWord, stat: Ranking, extra: readonly ExclusionKey[] = []): StatRoute =>
  page([R, w('stats'), w('teams'), w(word)], 'teamStats', { view: 'statPage', exclusions: ['stats', ...extra], stat: { scope: 'teams', ...stat }, query: TABLE_QUERY });
const statHub = (segments: readonly RouteSegment[], parent: string, place: MenuPlace, hub: StatHub): StatHubRoute =>
  page(segments, parent, { view: 'statsHub', menus: [place], exclusions: ['stats'], statHub: hub });

export const ROUTES = {
  home: { segments: [], layout: 'default', view: 'home', crumb: 'home', cacheSeconds: LIVE_PAGE_CACHE_SECONDS, calendar: 'edition' },
  health: { segments: [w({ en: '_health' })], layout: 'health-check', view: 'health', cacheSeconds: 0, answersJson: true, sitemap: false },
  legends: page([w('legends')], 'home', {
    view: 'legends',
    query: PLAYER_LIST_QUERY,
    layout: 'team-and-player',
    exclusions: ['legends'],
    menus: [menu('edition', 10, 'nav.legends')],
  }),
  stores: page(
    [w({ en: 'stores', de: 'shops', es: 'tiendas', fr: 'boutiques', it: 'negozios', pt: 'lojas' })],
    'home',
    { view: 'stores', layout: 'menu-free', exclusions: ['stores'], menus: [menu('edition', 20, 'nav.stores')] },
  ),
  finalissima: page([w({ en: 'finalissima' })], 'home', {
    view: 'finalissima',
    layout: 'team-and-player',
    exclusions: ['finalissima'],
    menus: [menu('more', 100, 'nav.finalissima', { editions: ['queens'] }), menu('edition', 30, 'nav.finalissima')],
  }),
  // A team's and a player's matches include the one being played.
  team: page([w('teams'), e('team')], 'home', {
    view: 'team',
    layout: 'team-and-player',
    cacheSeconds: LIVE_PAGE_CACHE_SECONDS,
    calendar: 'entity',
    query: { season: OPTIONAL_ID },
  }),
  player: page([w('players'), e('player')], 'home', { view: 'player', layout: 'team-and-player', cacheSeconds: LIVE_PAGE_CACHE_SECONDS }),
  // Results for `?q=` across the edition's regions (issue 26), kept as long as the suggest answers.
  search: page(
    [w({ en: 'search', de: 'suche', es: 'buscar', fr: 'recherche', it: 'cerca', pt: 'busca' })],
    'home',
    { view: 'search', cacheSeconds: SEARCH.answerSeconds, query: { q: FREE_TEXT, region: REGION_SLUG } },
  ),

  regionHome: page([R], 'home', { view: 'regionHome', crumb: 'region', cacheSeconds: LIVE_PAGE_CACHE_SECONDS }),
  faqs: page([R, w({ en: 'faqs' })], 'regionHome', {
    view: 'faqs',
    // The answers' filter box (without script, the form's words).
    query: { q: FILTER_TEXT },
    menus: [menu('footer', 60, 'nav.faqs')],
    exclusions: ['faqs'],
    cmsSlugs: {
      ar: wordpressSlug('الأسئلة-الشائعة'), de: 'haeufige-fragen', en: 'faqs', es: 'preguntas-frecuentes',
      fr: 'questions-frequentes', it: 'domande-frequenti', pt: 'perguntas-frequentes',
    },
  }),
  draft: page([R, w('draft')], 'regionHome', {
    view: 'draft',
    exclusions: ['draft'],
    menus: [menu('more', 10, 'nav.draft')],
    query: PLAYER_LIST_QUERY,
  }),
  draftReserves: page([R, w('draft'), w({ en: 'reserves' })], 'draft', { view: 'playerList', exclusions: ['draft'], query: PLAYER_LIST_QUERY }),
  joinTheDraft: page([R, w({ en: 'join-the-draft' })], 'draft', {
    view: 'joinTheDraft',
    exclusions: ['draft'],
    checks: [draftSignUpCheck],
    menus: [menu('players', 40, 'nav.tryouts', { regions: ['italia'], editions: KINGS })],
  }),
  draftPlayers: page([R, w({ en: 'draft-players' })], 'regionHome', {
    view: 'playerList',
    query: PLAYER_LIST_QUERY,
    exclusions: ['teams'],
    menus: [menu('players', 10, 'nav.draftPlayers')],
  }),
  wildcardPlayers: page([R, w({ en: 'wildcard-players' })], 'regionHome', {
    view: 'playerList',
    query: PLAYER_LIST_QUERY,
    exclusions: ['teams'],
    menus: [menu('players', 20, 'nav.wildcardPlayers')],
  }),
  regionLegends: page([R, w('legends')], 'regionHome', {
    view: 'legends',
    exclusions: ['legends'],
    menus: [menu('players', 30, 'nav.legends')],
    query: PLAYER_LIST_QUERY,
  }),
  teams: page([R, w('teams')], 'regionHome', { view: 'teams', exclusions: ['teams'], menus: [menu('header', 30, 'nav.teams')] }),
  regionTeam: page([R, w('teams'), e('team')], 'teams', {
    view: 'team',
    layout: 'team-and-player',
    exclusions: ['teams'],
    cacheSeconds: LIVE_PAGE_CACHE_SECONDS,
    calendar: 'entity',
    query: { season: OPTIONAL_ID },
  }),
  regionPlayer: page([R, w('players'), e('player')], 'teams', {
    view: 'player',
    layout: 'team-and-player',
    exclusions: ['teams'],
    cacheSeconds: LIVE_PAGE_CACHE_SECONDS,
  }),
  tables: page(
    [R, w({ en: 'tables', de: 'klassifikation', es: 'clasificacion', fr: 'classement', it: 'classifica', pt: 'classificacao' })],
    'regionHome',
    { view: 'tables', exclusions: ['tables'], menus: [menu('header', 10, 'nav.tables')] },
  ),
  tablesKwcc: page(
    [R, w({ en: 'tables-kwcc', de: 'klassifikation-kwcc', es: 'clasificacion-kwcc', fr: 'classement-kwcc', it: 'classifica-kwcc', pt: 'classificacao-kwcc' })],
    'regionHome',
    {
      view: 'tables',
      exclusions: ['tables-kwcc'],
      menus: [menu('header', 11, 'nav.tables')],
    },
  ),
  matches: page([R, w('matches')], 'regionHome', {
    view: 'matches',
    exclusions: ['matches'],
    cacheSeconds: LIVE_PAGE_CACHE_SECONDS,
    calendar: 'region',
    menus: [menu('header', 20, 'nav.matches')],
    query: { turn: OPTIONAL_ID, team: OPTIONAL_ID },
  }),
  match: page([R, w('matches'), e('match')], 'matches', { view: 'match', exclusions: ['matches'], cacheSeconds: LIVE_PAGE_CACHE_SECONDS, calendar: 'entity', query: { vote: VOTE_CHOICE } }),
  mercato: page([R, w({ en: 'mercato-transfers', es: 'mercato-fichajes' })], 'regionHome', {
    view: 'mercato',
    languages: ['en', 'es'],
    exclusions: ['mercato'],
    menus: [menu('more', 60, 'nav.mercato', { regions: ['espana'], languages: ['en', 'es'] })],
  }),
  tickets: page(
    [R, w({ en: 'tickets', es: 'entradas', fr: 'billetterie', it: 'biglietti', pt: 'ingressos' })],
    'regionHome',
    {
      view: 'tickets',
      exclusions: ['tickets'],
      menus: [menu('more', 90, 'nav.tickets', { regions: ['espana'] }), menu('footer', 20, 'nav.tickets', { regions: ['espana'] })],
    },
  ),
  tierList: page([R, w({ en: 'tier-list' })], 'regionHome', {
    view: 'tierList',
    exclusions: ['tier-list'],
    menus: [menu('header', 70, 'nav.tierList', { regions: WORLD_CUPS })],
  }),
  tournament: page(
    [R, w({ en: 'tournament', de: 'turnier', es: 'torneo', fr: 'tournoi', it: 'torneo', pt: 'campeonato' })],
    'regionHome',
    {
      view: 'tournament',
      exclusions: ['tournament'],
      menus: [menu('header', 80, 'nav.tournament', { regions: WORLD_CUPS })],
    },
  ),
  contact: page(
    [R, w({ en: 'contact-us', de: 'kontakt', es: 'contacto', fr: 'contacter', it: 'contatti', pt: 'contato' })],
    'regionHome',
    {
      view: 'contact',
      menus: [menu('footer', 40, 'nav.contact')],
      exclusions: ['contact-us'],
      cmsSlugs: {
        ar: wordpressSlug('اتصل-بنا'), de: 'kontakt', en: 'contact', es: 'contacto',
        fr: 'nous-contacter', it: 'contatti', pt: 'contato',
      },
    },
  ),
  regulation: page(
    [R, w({ en: 'regulation', de: 'regeln', es: 'reglamento', fr: 'reglement', it: 'regolamento', pt: 'regulamento' })],
    'regionHome',
    {
      view: 'regulation',
      menus: [menu('footer', 10, 'nav.regulation')],
      exclusions: ['regulation'],
      cmsSlugs: {
        ar: wordpressSlug('لائحة-المسابقة'), de: 'regelwerk', en: 'regulation', es: 'reglamento',
        fr: 'reglement', it: 'regolamento', pt: 'regulamento',
      },
    },
  ),
  stats: statHub([R, w('stats')], 'regionHome', menu('stats', 10, 'nav.playerStats'), {
    scope: 'players',
    pages: [
      'statsGoals', 'statsAssists', 'statsMvp', 'statsMatchdayMvp', 'statsShots', 'statsExpected', 'statsOffensives',
      'statsPassing', 'statsDefensives', 'statsGoalsGrouped', 'statsGoalkeeper', 'statsBestGoalkeeper', 'statsCards',
    ],
  }),
  statsMvp: playerStat('mvp', codes('mvp', ['mvp', 'matches']), ['mvp']),
  statsCards: playerStat('cards', { source: 'cards', ranking: 'yellowCards', columns: ['yellowCards', 'redCards'] }, ['cards']),
  statsGoals: playerStat('goals', codes('goals', ['goals', 'matches']), ['goals']),
  statsShots: playerStat('shots', codes('shots', ['shots', 'shotsOnTarget', 'shotAccuracy']), ['shots']),
  statsAssists: playerStat('assists', codes('assists', ['assists', 'matches'])),
  statsPassing: playerStat('passing', codes('passes', ['passes', 'passesCompleted', 'passAccuracy'])),
  statsMatchdayMvp: playerStat('matchdayMvp', { source: 'matchdayMvp', columns: [] }),
  statsExpected: playerStat('expected', codes('xg', ['xg', 'xa'])),
  statsDefensives: playerStat('defensives', codes('recoveries', ['recoveries', 'interceptions', 'tackles'])),
  statsGoalkeeper: playerStat('goalkeeper', codes('saves', GOALKEEPING)),
  statsOffensives: playerStat('offensives', codes('dribbles', ['dribbles', 'chances'])),
  statsGoalsGrouped: playerStat('goalsGrouped', codes('goals', ['goals', 'doubleGoals', 'penaltyGoals', 'presidentGoals'])),
  statsBestGoalkeeper: playerStat('bestGoalkeeper', { ...codes('saves', GOALKEEPING), highlightBestGoalkeeper: true }),
  teamStats: statHub([R, w('stats'), w('teams')], 'stats', menu('stats', 20, 'nav.teamStats'), {
    scope: 'teams',
    pages: [
      'teamStatsGoalsGrouped', 'teamStatsShots', 'teamStatsExpected', 'teamStatsOffensives', 'teamStatsPassing',
      'teamStatsDefensives', 'teamStatsCards',
    ],
  }),
  teamStatsCards: teamStat('cards', codes('yellowCards', ['yellowCards', 'redCards', 'matches']), ['cards']),
  teamStatsShots: teamStat('shots', codes('shots', ['shots', 'shotsOnTarget', 'shotAccuracy']), ['shots']),
  teamStatsPassing: teamStat('passing', codes('passes', ['passes', 'passesCompleted', 'passAccuracy'])),
  teamStatsGoalsGrouped: teamStat('goalsGrouped', codes('goals', ['goals', 'doubleGoals', 'penaltyGoals', 'presidentGoals'])),
  teamStatsExpected: teamStat('expected', codes('xg', ['xg', 'xa'])),
  teamStatsDefensives: teamStat('defensives', codes('recoveries', ['recoveries', 'interceptions', 'tackles'])),
  teamStatsOffensives: teamStat('offensives', codes('dribbles', ['dribbles', 'chances'])),
  teamSimulator: page([R, w({ en: 'team-simulator', es: 'simulador-equipo' })], 'regionHome', {
    view: 'teamSimulator',
    menus: [menu('more', 50, 'nav.teamSimulator', { regions: ['brazil'], editions: KINGS })],
    languages: SIMULATOR_LANGUAGES,
    entity: 'teamSimulator',
    sitemap: false,
    query: { v: LINK_VERSION, f: FORMATION, s: LINK_IDS, b: LINK_IDS, r: LINK_SEED, formation: FORMATION, fill: FILL_BEST, ...POOL_QUERY },
  }),
  squadSimulator: page([R, w({ en: 'squad-simulator', es: 'simulador-plantilla' })], 'regionHome', {
    view: 'squadSimulator',
    menus: [menu('more', 40, 'nav.squadSimulator', { regions: ['espana'], editions: KINGS })],
    languages: SIMULATOR_LANGUAGES,
    entity: 'squadSimulator',
    sitemap: false,
    query: { v: LINK_VERSION, t: LINK_TEAM, c: LINK_CLUB_NAME, p: LINK_IDS, club: CLUB_CHOICE, ...POOL_QUERY },
  }),
  // Circulars are posts of one category per region (term ids are global to an install, numbered
  // after each region's news categories).
  circulars: page([R, w({ en: 'circulars', es: 'circulares', it: 'circolari' })], 'regionHome', {
    view: 'circulars',
    menus: [menu('footer', 50, 'nav.circulars', { regions: ['italia'], languages: ['it'] })],
    languages: ['es', 'it'],
    cmsCirculars: { kings: { espana: 23, italia: 201 }, queens: { espana: 25 } },
    query: { page: PAGE },
  }),
  mediaAccreditation: page([R, w({ en: 'media-accreditation' })], 'regionHome', {
    view: 'mediaAccreditation',
    menus: [menu('footer', 30, 'nav.mediaAccreditation')],
    cmsSlugs: {
      ar: wordpressSlug('اعتماد-الإعلاميين'), de: 'medienakkreditierung', en: 'media-accreditation',
      es: 'acreditacion-de-medios', fr: 'accreditation-medias', it: 'accrediti-stampa', pt: 'credenciamento-de-imprensa',
    },
  }),
  qualifiersSpain: page([R, w('qualifiers'), w({ en: 'spain' })], 'regionHome', {
    view: 'qualifiers',
    sourceRegion: 'espana',
    menus: [menu('more', 70, 'nav.qualifiersSpain', { regions: ['espana', 'king-of-kings'], editions: KINGS })],
  }),
  qualifiersAmericas: page([R, w('qualifiers'), w({ en: 'americas' })], 'regionHome', {
    view: 'qualifiers',
    sourceRegion: 'americas',
    menus: [menu('more', 80, 'nav.qualifiersAmericas', { regions: ['americas', 'king-of-kings'], editions: KINGS })],
  }),
  news: page([R, NEWS], 'regionHome', {
    view: 'news',
    checks: [newsLanguageCheck],
    linkTags: false,
    entity: 'newsList',
    cacheSeconds: 300,
    newsFeed: true,
    menus: [menu('header', 60, 'nav.news')],
    query: { page: PAGE },
  }),
  post: page([R, NEWS, e('post')], 'news', { view: 'post', checks: [newsLanguageCheck], linkTags: false, cacheSeconds: 3600 }),
  // The partners' page of a region: each widget previewed with its options, and its snippet.
  forMedia: page([R, w('forMedia')], 'regionHome', { view: 'forMedia', menus: [menu('footer', 35, 'nav.forMedia')] }),
  // The rules as a match plays them, linked from every match centre's phase strip: where a region has no match pages it has none.
  howItWorks: page([R, w('howItWorks')], 'regionHome', { view: 'howItWorks', exclusions: ['matches'], menus: [menu('footer', 12, 'nav.howItWorks')] }),
  embedStandings: embedPage('standings', ['tables'], DEFAULT_PAGE_CACHE_SECONDS),
  embedMatches: embedPage('matches', ['matches'], LIVE_PAGE_CACHE_SECONDS),
  embedLive: embedPage('live', ['matches'], LIVE_PAGE_CACHE_SECONDS),
  embedNextMatch: embedPage('nextMatch', ['matches'], LIVE_PAGE_CACHE_SECONDS),
} as const satisfies Record<string, RouteDefinition>;

export type RouteId = keyof typeof ROUTES;
export const ROUTE_IDS = Object.keys(ROUTES) as RouteId[];
/** The views the records name; `ROUTE_VIEWS` finds each by its file, src/views/{name}-view.tsx. */
export type ViewName = (typeof ROUTES)[RouteId]['view'];
/** The kinds the records name with `entity`, each loaded by `load{Kind}` in src/lib/page/entities. */
type NamedEntityKind = { [K in RouteId]: (typeof ROUTES)[K] extends { entity: infer Kind extends string } ? Kind : never }[RouteId];
/**
 * What the route guard loads before a page renders: the thing an entity segment names, or, for a
 * page whose existence or title depends on data without one, the kind its record names.
 */
export type EntityKind = EntityPattern | NamedEntityKind;

export function getRouteDefinition(id: RouteId): RouteDefinition {
  return ROUTES[id];
}

/** The query parameters the route takes, by name; none for most pages. */
export function routeQueryFields(id: RouteId): QueryFields {
  return getRouteDefinition(id).query ?? NO_QUERY;
}
const NO_QUERY: QueryFields = {};
/** A route's parsed query, typed by the parameters its record names. */
export type RouteQueryOf<Id extends RouteId> = QueryValuesOf<(typeof ROUTES)[Id] extends { query: infer Q extends QueryFields } ? Q : undefined>;

export function routeLanguages(id: RouteId): readonly LocaleCode[] {
  return getRouteDefinition(id).languages ?? LOCALE_CODES;
}

/** Whether a path segment names the thing the page is about (a team, a player, a match, a story). */
export function routeHasEntitySegment(id: RouteId): boolean {
  return getRouteDefinition(id).segments.some((segment) => 'entity' in segment);
}

/** The widget a route is, for a partner's page to frame; undefined for the site's own pages. */
export function routeEmbed(id: RouteId): EmbedWidgetId | undefined {
  return getRouteDefinition(id).embed;
}

export function routeHasRegion(id: RouteId): boolean {
  return getRouteDefinition(id).segments.some((segment) => 'region' in segment);
}

/** What the route guard loads for a page: its record's entity, else its entity segment's; none for most pages. */
export function routeEntity(id: RouteId): EntityKind | undefined {
  const definition = getRouteDefinition(id);
  if (definition.entity) return definition.entity as EntityKind;
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
/** The editorial pages the CMS writes, by the route that shows each. */
export type CmsPageRouteId = RoutesOfType<{ cmsSlugs: object }>;
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
    return statHub ? [[id, statHub.pages]] : [];
  }),
) as Record<StatHubRouteId, readonly StatPageRouteId[]>;

export function isStatPage(routeId: RouteId): routeId is StatPageRouteId {
  return routeId in STAT_PAGES;
}

export function isStatHub(routeId: RouteId): routeId is StatHubRouteId {
  return routeId in STAT_HUBS;
}

/** Whom a hub's rankings rank (the stat pages' tests keep its pages to that scope). */
export function statHubScope(hub: StatHubRouteId): StatPageConfig['scope'] {
  return ROUTES[hub].statHub.scope;
}
