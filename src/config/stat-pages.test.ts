import { describe, expect, it } from 'vitest';
import { getMessages } from '../lib/i18n/messages';
import { FILTER_MODES, SORT_DIRECTIONS, toTableSearch } from '../lib/stats/table-query';
import { parseRouteQuery } from '../lib/request/route-query';
import { routeQueryFields } from './routes';
import { ROUTES, ROUTE_IDS, getRouteDefinition, STAT_HUBS, STAT_PAGES, statHubScope, type StatHubRouteId, type StatPageRouteId } from './routes';
import { STAT_COLUMNS, type StatColumnId, type StatPageConfig } from './stat-pages';

const PAGES = Object.entries(STAT_PAGES) as [StatPageRouteId, StatPageConfig][];
const COLUMN_IDS = Object.keys(STAT_COLUMNS) as StatColumnId[];

describe('the stat pages table', () => {
  it('describes every statistics route below a hub, players under stats and teams under teamStats', () => {
    for (const [routeId, config] of PAGES) {
      expect(ROUTE_IDS).toContain(routeId);
      expect(ROUTES[routeId].parent).toBe(config.scope === 'teams' ? 'teamStats' : 'stats');
    }
    const below = ROUTE_IDS.filter((id) => ['stats', 'teamStats'].includes(getRouteDefinition(id).parent ?? '') && id !== 'teamStats');
    expect(below.sort()).toEqual(PAGES.map(([routeId]) => routeId).sort());
  });

  it('has each hub preview every page below it, once', () => {
    for (const [hub, pages] of Object.entries(STAT_HUBS)) {
      const below = PAGES.filter(([routeId]) => ROUTES[routeId].parent === hub).map(([routeId]) => routeId);
      expect([...pages].sort(), hub).toEqual(below.sort());
    }
  });

  it('gives each hub the scope of the pages it previews, one hub per scope', () => {
    const hubs = Object.keys(STAT_HUBS) as StatHubRouteId[];
    for (const hub of hubs) {
      for (const page of STAT_HUBS[hub]) expect(STAT_PAGES[page].scope, `${hub} ${page}`).toBe(statHubScope(hub));
    }
    expect(hubs.map(statHubScope).sort()).toEqual(['players', 'teams']);
  });

  it('ranks each page by one of its own statistic columns', () => {
    for (const [routeId, config] of PAGES) {
      if (config.source === 'matchdayMvp') {
        expect(config.ranking, routeId).toBeUndefined();
        continue;
      }
      expect(config.columns, routeId).toContain(config.ranking);
      expect(STAT_COLUMNS[config.ranking!].kind, routeId).toBe('code');
    }
  });

  it('names every column in every language', () => {
    for (const lang of ['ar', 'de', 'en', 'es', 'fr', 'it', 'pt'] as const) {
      const messages = getMessages(lang, 'kings');
      for (const id of COLUMN_IDS) {
        expect(messages[`stats.col.${id}.short`], `${lang} ${id}`).toBeTruthy();
        expect(messages[`stats.col.${id}.full`], `${lang} ${id}`).toBeTruthy();
      }
    }
  });

  it('writes only URLs its route accepts', () => {
    const accepted = (search: string) => parseRouteQuery(search, new URLSearchParams(search), routeQueryFields('statsGoals')).refusal === undefined;
    for (const column of COLUMN_IDS) {
      for (const dir of SORT_DIRECTIONS) {
        for (const mode of FILTER_MODES) {
          const search = toTableSearch({ page: 12, sort: { column, dir }, filter: { column, mode, value: 'García 4,5 %' } });
          expect(accepted(search), search).toBe(true);
        }
      }
    }
  });
});
