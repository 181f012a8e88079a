import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import { EDITION_MENU, FOOTER_MENU, HEADER_MENU, menuEntries, type MenuEntry } from './menus';
import { ROUTE_IDS, getRouteDefinition, type MenuSlot } from './routes';

const SLOTS = ['header', 'footer', 'edition', 'players', 'stats', 'more'] as const satisfies readonly MenuSlot[];
const flatten = (entries: readonly MenuEntry[]): MenuEntry[] =>
  entries.flatMap((entry) => (entry.kind === 'group' ? [entry, ...flatten(entry.children)] : [entry]));

describe('menus built from the route records', () => {
  it('places each entry of a menu or group at a position of its own, so the order is the records’ and not the table’s', () => {
    for (const slot of SLOTS) {
      const places = ROUTE_IDS.flatMap((id) => (getRouteDefinition(id).menus ?? []).filter((place) => place.in === slot).map((place) => place.at));
      expect(new Set(places).size, slot).toBe(places.length);
      expect(menuEntries(slot).length, slot).toBeGreaterThan(0);
    }
  });

  it('offers every page whose record places it, under a label every language has', () => {
    const placed = ROUTE_IDS.filter((id) => getRouteDefinition(id).menus?.length);
    const offered = new Set(flatten([...HEADER_MENU, ...FOOTER_MENU, ...EDITION_MENU]).flatMap((entry) => (entry.kind === 'route' ? [entry.route] : [])));
    expect(placed.length).toBeGreaterThan(0);
    expect([...offered].sort()).toEqual([...placed].sort());
    for (const entry of flatten([...HEADER_MENU, ...FOOTER_MENU, ...EDITION_MENU])) expect(en, entry.label).toHaveProperty([entry.label]);
  });

  it('keeps the header’s order: tables, matches, teams, players, stats, news, the world cups’ pages, more', () => {
    expect(HEADER_MENU.map((entry) => entry.label)).toEqual([
      'nav.tables', 'nav.tables', 'nav.matches', 'nav.teams', 'nav.players', 'nav.stats', 'nav.news', 'nav.tierList', 'nav.tournament', 'nav.more',
    ]);
    expect(FOOTER_MENU.at(-1)).toMatchObject({ kind: 'external', label: 'nav.careers' });
  });
});
