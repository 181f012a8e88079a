// Header and footer menus per region and edition (section 2, Navigation menus).
import type { EditionId } from './editions';
import { EXTERNAL_LINKS } from './external-links';
import type { LocaleCode } from './locales';
import type { RouteId } from './routes';

type Conditions = {
  /** Region slugs where the entry appears; every region when absent. */
  regions?: readonly string[];
  editions?: readonly EditionId[];
  languages?: readonly LocaleCode[];
};

export type MenuEntry = Conditions &
  (
    | { kind: 'route'; label: string; route: RouteId }
    | { kind: 'external'; label: string; href: string }
    | { kind: 'storeUrl'; label: string }
    | { kind: 'group'; label: string; children: readonly MenuEntry[] }
  );

const route = (label: string, to: RouteId, conditions: Conditions = {}): MenuEntry => ({
  kind: 'route',
  label,
  route: to,
  ...conditions,
});
const external = (label: string, href: string, conditions: Conditions = {}): MenuEntry => ({
  kind: 'external',
  label,
  href,
  ...conditions,
});
const group = (label: string, children: readonly MenuEntry[], conditions: Conditions = {}): MenuEntry => ({
  kind: 'group',
  label,
  children,
  ...conditions,
});

const KINGS = ['kings'] as const;
const WORLD_CUPS = ['world-cup', 'kwc-nations'] as const;

/** Entries are dropped wherever their route does not exist for the region and language. */
export const HEADER_MENU: readonly MenuEntry[] = [
  route('nav.tables', 'tables'),
  route('nav.tables', 'tablesKwcc'),
  route('nav.matches', 'matches'),
  route('nav.teams', 'teams'),
  group('nav.players', [
    route('nav.draftPlayers', 'draftPlayers'),
    route('nav.wildcardPlayers', 'wildcardPlayers'),
    route('nav.legends', 'regionLegends'),
    route('nav.tryouts', 'joinTheDraft', { regions: ['italia'], editions: KINGS }),
  ]),
  group('nav.stats', [route('nav.playerStats', 'stats'), route('nav.teamStats', 'teamStats')]),
  route('nav.news', 'news'),
  route('nav.tierList', 'tierList', { regions: WORLD_CUPS }),
  route('nav.tournament', 'tournament', { regions: WORLD_CUPS }),
  group('nav.more', [
    route('nav.draft', 'draft'),
    external('nav.fantasy', EXTERNAL_LINKS.fantasy, { regions: ['espana'], editions: KINGS }),
    external('nav.scorePrediction', EXTERNAL_LINKS.scorePrediction, { regions: ['italia'], editions: KINGS }),
    route('nav.squadSimulator', 'squadSimulator', { regions: ['espana'], editions: KINGS }),
    route('nav.teamSimulator', 'teamSimulator', { regions: ['brazil'], editions: KINGS }),
    route('nav.mercato', 'mercato', { regions: ['espana'], languages: ['en', 'es'] }),
    route('nav.qualifiersSpain', 'qualifiersSpain', { regions: ['espana', 'king-of-kings'], editions: KINGS }),
    route('nav.qualifiersAmericas', 'qualifiersAmericas', {
      regions: ['americas', 'king-of-kings'],
      editions: KINGS,
    }),
    route('nav.tickets', 'tickets', { regions: ['espana'] }),
    route('nav.finalissima', 'finalissima', { editions: ['queens'] }),
  ]),
];

export const FOOTER_MENU: readonly MenuEntry[] = [
  route('nav.regulation', 'regulation'),
  route('nav.tickets', 'tickets', { regions: ['espana'] }),
  route('nav.mediaAccreditation', 'mediaAccreditation'),
  route('nav.contact', 'contact'),
  route('nav.circulars', 'circulars', { regions: ['italia'], languages: ['it'] }),
  route('nav.faqs', 'faqs'),
  { kind: 'storeUrl', label: 'nav.stores' },
  external('nav.careers', EXTERNAL_LINKS.careers),
];

/** What the header offers on pages that belong to no region (home, edition-wide pages). */
export const EDITION_MENU: readonly MenuEntry[] = [
  route('nav.legends', 'legends'),
  route('nav.stores', 'stores'),
  route('nav.finalissima', 'finalissima'),
];
