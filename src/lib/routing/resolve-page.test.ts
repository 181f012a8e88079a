import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../config/routes';
import { resolvePage } from './resolve-page';
import { assertRouteChecks } from './assert-route-checks';

const kings = (path: string) => resolvePage(path, { edition: 'kings' });
const queens = (path: string) => resolvePage(path, { edition: 'queens' });
const routeOf = (resolution: ReturnType<typeof kings>) => (resolution.kind === 'page' ? resolution.routeId : resolution.status);

describe('resolvePage: routes and localized words', () => {
  it.each([
    ['/en', 'home'],
    ['/ar/_health', 'health'],
    ['/en/espana', 'regionHome'],
    ['/fr/espana/classement', 'tables'],
    ['/de/espana/spiele', 'matches'],
    ['/pt/brazil/estatisticas/chutes-ao-gol', 'statsShots'],
    ['/es/espana/estadisticas/equipos/tarjetas', 'teamStatsCards'],
    ['/it/italia/circolari', 'circulars'],
    ['/es/espana/mercato-fichajes', 'mercato'],
    ['/en/espana/mercato-transfers', 'mercato'],
    ['/es/espana/simulador-plantilla', 'squadSimulator'],
    ['/en/espana/draft/reserves', 'draftReserves'],
    ['/en/teams/12-ultimate-mostoles', 'team'],
    ['/es/espana/equipos/12-ultimate-mostoles', 'regionTeam'],
    ['/de/spieler/301-ana-lopez', 'player'],
    ['/en/espana/matches/1204-porcinos-fc-vs-saiyans-fc', 'match'],
    ['/es/espana/noticias', 'news'],
    ['/es/espana/noticias/gran-final-2026', 'post'],
    ['/en/king-of-kings/tables-kwcc', 'tablesKwcc'],
    ['/en/world-cup/tier-list', 'tierList'],
    ['/en/espana/qualifiers/americas', 'qualifiersAmericas'],
    ['/ar/mena/stats', 'stats'],
    ['/en/legends', 'legends'],
    ['/it/negozios', 'stores'],
  ])('%s is %s', (path, routeId) => {
    expect(routeOf(kings(path))).toBe(routeId);
  });

  it.each([
    ['an emoji', 'campeones-%F0%9F%8F%86-cometa-real', 'campeones-🏆-cometa-real'],
    ['a star', '%e2%98%85-la-estrella', '★-la-estrella'],
    ['an arrow', 'jornada-8-%E2%86%92-jornada-9', 'jornada-8-→-jornada-9'],
    ['a heart with its variation selector', '%E2%9D%A4%EF%B8%8F-gracias', '❤️-gracias'],
    ['an underscore', 'final_four', 'final_four'],
    ['Arabic', '%D9%81%D9%88%D8%B2-%D9%83%D8%A8%D9%8A%D8%B1', 'فوز-كبير'],
  ])('reads a story slug with %s, in either escape case', (_kind, segment, slug) => {
    expect(kings(`/es/espana/noticias/${segment}`)).toMatchObject({ routeId: 'post', params: { post: slug } });
    expect(kings(`/es/espana/noticias/${segment.toLowerCase()}`)).toMatchObject({ params: { post: slug } });
  });

  it.each([
    ['a space', 'gran%20final'],
    ['an upper-case letter', 'Gran-final'],
    ['a leading hyphen', '-gran-final'],
    ['a dot', 'feed.json'],
    ['a bidirectional override', 'gran%E2%80%AEfinal'],
    ['201 characters', 'a'.repeat(201)],
  ])('refuses a story slug with %s', (_kind, segment) => {
    expect(kings(`/es/espana/noticias/${segment}`)).toMatchObject({ status: 404 });
  });

  it('reads the team, player and match parameters', () => {
    expect(kings('/en/espana/matches/1204-porcinos-fc-vs-saiyans-fc')).toMatchObject({
      params: { region: 'espana', matchId: '1204', homeTeam: 'porcinos-fc', awayTeam: 'saiyans-fc' },
    });
    expect(kings('/en/teams/12-ultimate-mostoles')).toMatchObject({ params: { team: '12', teamName: 'ultimate-mostoles' } });
  });

  it('reads an id alone, leaving the names to the page loader, but not half a match’s names', () => {
    expect(kings('/en/espana/matches/1204')).toMatchObject({ routeId: 'match', params: { region: 'espana', matchId: '1204' } });
    expect(Object.keys((kings('/en/espana/matches/1204') as { params: object }).params)).toEqual(['region', 'matchId']);
    expect(kings('/en/teams/12')).toMatchObject({ routeId: 'team', params: { team: '12' } });
    expect(kings('/fr/espana/joueurs/85')).toMatchObject({ routeId: 'regionPlayer', params: { region: 'espana', playerId: '85' } });
    expect(kings('/en/espana/matches/1204-porcinos-fc')).toMatchObject({ kind: 'error', status: 404 });
    expect(kings('/en/teams/12-')).toMatchObject({ kind: 'error', status: 404 });
  });

  it('gives the region it found', () => {
    const resolution = kings('/en/italia/tables');
    expect(resolution.kind === 'page' && resolution.region?.leagueTitle).toBe('Kings League Italia');
  });
});

describe('resolvePage: section 5 and 8 failures', () => {
  it('answers no route with "Page not found"', () => {
    expect(kings('/en/espana/nothing-here')).toMatchObject({ kind: 'error', status: 404, message: 'Page not found: /en/espana/nothing-here', lang: 'en' });
  });

  it('keeps the region of a 404 under a region the edition has, and no other', () => {
    const regionOf = (resolution: ReturnType<typeof kings>) => (resolution.kind === 'error' ? resolution.region?.slug : 'page');
    expect(regionOf(kings('/en/espana/nothing-here'))).toBe('espana');
    expect(regionOf(kings('/en/italia/faqs'))).toBe('italia');
    expect(regionOf(kings('/en/atlantis/tables'))).toBeUndefined();
    expect(regionOf(queens('/en/italia/tables'))).toBeUndefined();
    expect(regionOf(kings('/en/legends/nothing-here'))).toBeUndefined();
  });

  it('answers an unknown region with "Page Not Found"', () => {
    expect(kings('/en/atlantis/tables')).toMatchObject({ status: 404, message: 'Page Not Found: /en/atlantis/tables' });
    expect(queens('/en/italia/tables')).toMatchObject({ status: 404 });
  });

  it('answers an excluded route with "Page Not Found"', () => {
    expect(kings('/en/italia/faqs')).toMatchObject({ status: 404, message: 'Page Not Found: /en/italia/faqs' });
    expect(kings('/en/king-of-kings/tables')).toMatchObject({ status: 404 });
    expect(kings('/en/finalissima')).toMatchObject({ status: 404 });
    expect(routeOf(queens('/en/finalissima'))).toBe('finalissima');
    expect(queens('/en/legends')).toMatchObject({ status: 404 });
    expect(queens('/en/americas/tickets')).toMatchObject({ status: 404 });
    expect(routeOf(queens('/es/espana/entradas'))).toBe('tickets');
  });

  it('lets a sub-page inherit its section’s exclusion', () => {
    expect(kings('/en/king-of-kings/stats/assists')).toMatchObject({ status: 404 });
    expect(kings('/en/king-of-kings/teams/12-some-team')).toMatchObject({ status: 404 });
    expect(kings('/en/germany/draft/reserves')).toMatchObject({ status: 404 });
  });

  it('does not know a language-limited route outside its languages', () => {
    expect(kings('/fr/espana/mercato-transfers')).toMatchObject({ status: 404 });
    expect(kings('/en/italia/circolari')).toMatchObject({ status: 404 });
    expect(kings('/ar/espana/team-simulator')).toMatchObject({ status: 404 });
  });

  it('shows news only in the region’s own language', () => {
    expect(routeOf(kings('/it/italia/notizie'))).toBe('news');
    expect(kings('/en/italia/news')).toMatchObject({ status: 404 });
    expect(routeOf(kings('/ar/mena/news/some-post'))).toBe('post');
  });

  it('answers an edition without regions with a 500', () => {
    expect(resolvePage('/en/espana/tables', { edition: 'kings', regions: [] })).toMatchObject({
      status: 500,
      message: 'Regions unavailable: /en/espana/tables',
    });
  });

  it('lets a failing named check choose its status and message', () => {
    const routeChecks = { news: [() => ({ status: 410, message: 'Gone' })] };
    expect(resolvePage('/es/espana/noticias', { edition: 'kings', routeChecks })).toMatchObject({ status: 410, message: 'Gone' });
  });

  it.each([
    ['/xx/espana', 404],
    ['/EN/espana', 404],
    ['/en/espana/%E0%A4%A', 400],
    ['/en/espana/teams/abc-team', 404],
    ['/en/teams/12-<script>', 404],
    ['/en/espana/%3Cscript%3Ealert(1)%3C%2Fscript%3E', 404],
    ['/en/espana%2F..%2F..%2Fetc', 404],
    ['/en/teams/99999999999-too-long-id', 404],
    ['/en/' + 'a'.repeat(2000), 404],
  ])('rejects the hostile path %s with %i', (path, status) => {
    expect(kings(path)).toMatchObject({ kind: 'error', status });
  });
});

describe('assertRouteChecks', () => {
  it('fails at start-up on a check nobody wrote', () => {
    const routes = { ...ROUTES, broken: { segments: [], layout: 'default', checks: ['isFullMoon'] } } as const;
    expect(() => assertRouteChecks(ROUTES)).not.toThrow();
    expect(() => assertRouteChecks(routes)).toThrow('Unknown route middleware: isFullMoon');
  });
});
