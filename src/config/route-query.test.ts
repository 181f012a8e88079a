// Each route takes the query parameters its view and readers read, and no other (ADR 043).
import { describe, expect, it } from 'vitest';
import { parseRouteQuery } from '../lib/request/route-query';
import { isFreeText } from './query-fields';
import type { EmbedWidgetId } from './embed';
import { ROUTES, ROUTE_IDS, routeEmbed, routeQueryFields, type RouteId, type RouteQueryOf, type ViewName } from './routes';

const POOL = ['add', 'cat', 'drop', 'q', 'role', 'show', 'team'];
/** What each view and its readers read of the query (src/views, src/lib/{stats,matches,people,teams,simulators}, the news loader). */
const READ_BY_VIEW: Partial<Record<ViewName, readonly string[]>> = {
  statPage: ['col', 'dir', 'op', 'page', 'q', 'sort'],
  matches: ['team', 'turn'],
  match: ['vote'],
  playerList: ['role', 'team'],
  draft: ['role', 'team'],
  legends: ['role', 'team'],
  team: ['season'],
  circulars: ['page'],
  news: ['page'],
  search: ['q', 'region'],
  faqs: ['q'],
  squadSimulator: ['c', 'club', 'p', 't', 'v', ...POOL],
  teamSimulator: ['b', 'f', 'fill', 'formation', 'r', 's', 'v', ...POOL],
};

/** What each widget's view reads (src/views/embed-view.tsx), with the look its frame reads (the root and the embed layout). */
const LOOK = ['accent', 'layout', 'theme'];
const READ_BY_WIDGET: Record<EmbedWidgetId, readonly string[]> = {
  standings: [...LOOK, 'team', 'top'],
  matches: [...LOOK, 'matchday', 'team'],
  live: [...LOOK, 'match'],
  nextMatch: [...LOOK, 'team'],
};

const refusal = (id: RouteId, search: string) => parseRouteQuery(search, new URLSearchParams(search), routeQueryFields(id)).refusal;

describe('the routes’ query parameters', () => {
  it.each(ROUTE_IDS)('%s takes exactly what its view reads', (id) => {
    const widget = routeEmbed(id);
    const read = widget ? READ_BY_WIDGET[widget] : (READ_BY_VIEW[ROUTES[id].view] ?? []);
    expect(Object.keys(routeQueryFields(id)).sort()).toEqual([...read].sort());
  });

  it('marks only the results page’s words as free text', () => {
    const freeText = ROUTE_IDS.flatMap((id) => Object.entries(routeQueryFields(id)).filter(([, field]) => isFreeText(field)).map(([name]) => `${id}.${name}`));
    expect(freeText).toEqual(['search.q']);
  });

  it('ignores a parameter valid on one route where another does not take it', () => {
    expect(refusal('regionTeam', '?season=abc')).toBe('Bad Request: malformed query parameter season');
    expect(refusal('matches', '?season=abc')).toBeUndefined();
    expect(parseRouteQuery('?season=abc&turn=3', new URLSearchParams('?season=abc&turn=3'), routeQueryFields('matches')).values)
      .toEqual({ turn: '3' });
    expect(refusal('statsGoals', '?page=abc')).toBeDefined();
    expect(refusal('home', '?page=abc&utm_source=x')).toBeUndefined();
  });

  it('refuses markup in any parameter but free text, taken or not', () => {
    expect(refusal('faqs', '?utm_source=%3Cb%3E')).toBe('Bad Request: malformed query parameter utm_source');
    expect(refusal('search', '?q=%3Cb%3E')).toBeUndefined();
  });

  it('reads the first value of a parameter and checks every one', () => {
    const search = '?page=2&page=3';
    expect(parseRouteQuery(search, new URLSearchParams(search), routeQueryFields('news')).values).toEqual({ page: '2' });
    expect(refusal('news', '?page=2&page=x')).toBeDefined();
  });

  it('types a route’s parsed query by the parameters its record names', () => {
    const matches: RouteQueryOf<'matches'> = { turn: '3', team: '' };
    // @ts-expect-error the matches page takes no season
    const wrong: RouteQueryOf<'matches'> = { season: '2' };
    expect([matches, wrong]).toHaveLength(2);
  });

  it('refuses a query longer than a page takes, on any route', () => {
    expect(refusal('home', `?x=${'a'.repeat(2048)}`)).toBe('Bad Request: query too long');
  });
});
