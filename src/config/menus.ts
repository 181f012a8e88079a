// Header and footer menus per region and edition (section 2, Navigation menus). A page's place in
// them is in its record (`menus`, src/config/routes.ts); this file holds the rest: the header's
// groups and the links that are not pages of the site, and puts them all in order.
import { EXTERNAL_LINKS } from './external-links';
import { ROUTE_IDS, getRouteDefinition, type MenuConditions, type MenuSlot, type RouteId } from './routes';

export type { MenuConditions, MenuSlot } from './routes';

export type MenuEntry = MenuConditions &
  (
    | { kind: 'route'; label: string; route: RouteId }
    | { kind: 'external'; label: string; href: string }
    | { kind: 'storeUrl'; label: string }
    | { kind: 'group'; label: string; children: readonly MenuEntry[] }
  );

type GroupSlot = Extract<MenuSlot, 'players' | 'stats' | 'more'>;
/** An entry that is not a page: a group of the header, a link off the site, the region's store. */
type OtherEntry = MenuConditions & { in: MenuSlot; at: number; label: string } & (
  | { kind: 'group'; group: GroupSlot }
  | { kind: 'external'; href: string }
  | { kind: 'storeUrl' }
);

const KINGS = ['kings'] as const;

const OTHER_ENTRIES: readonly OtherEntry[] = [
  { in: 'header', at: 40, label: 'nav.players', kind: 'group', group: 'players' },
  { in: 'header', at: 50, label: 'nav.stats', kind: 'group', group: 'stats' },
  { in: 'header', at: 90, label: 'nav.more', kind: 'group', group: 'more' },
  { in: 'more', at: 20, label: 'nav.fantasy', kind: 'external', href: EXTERNAL_LINKS.fantasy, regions: ['espana'], editions: KINGS },
  {
    in: 'more',
    at: 30,
    label: 'nav.scorePrediction',
    kind: 'external',
    href: EXTERNAL_LINKS.scorePrediction,
    regions: ['italia'],
    editions: KINGS,
  },
  { in: 'footer', at: 70, label: 'nav.stores', kind: 'storeUrl' },
  { in: 'footer', at: 80, label: 'nav.careers', kind: 'external', href: EXTERNAL_LINKS.careers },
];

type Placed = { in: MenuSlot; at: number; entry: () => MenuEntry };

const PLACED: readonly Placed[] = [
  ...ROUTE_IDS.flatMap((route) =>
    (getRouteDefinition(route).menus ?? []).map(({ in: slot, at, label, ...conditions }): Placed => ({
      in: slot,
      at,
      entry: () => ({ kind: 'route', label, route, ...conditions }),
    })),
  ),
  ...OTHER_ENTRIES.map((other): Placed => {
    const { in: slot, at, ...entry } = other;
    if (entry.kind === 'group') {
      const { group, kind, label, ...conditions } = entry;
      return { in: slot, at, entry: () => ({ kind, label, children: menuEntries(group), ...conditions }) };
    }
    return { in: slot, at, entry: () => entry };
  }),
];

/** The entries of one menu or group, in the order of their places. */
export function menuEntries(slot: MenuSlot): MenuEntry[] {
  return PLACED.filter((placed) => placed.in === slot)
    .sort((a, b) => a.at - b.at)
    .map((placed) => placed.entry());
}

/** Entries are dropped wherever their route does not exist for the region and language. */
export const HEADER_MENU: readonly MenuEntry[] = menuEntries('header');
export const FOOTER_MENU: readonly MenuEntry[] = menuEntries('footer');
/** What the header offers on pages that belong to no region (home, edition-wide pages). */
export const EDITION_MENU: readonly MenuEntry[] = menuEntries('edition');
