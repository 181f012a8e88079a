import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../../config/locales';
import { ROUTE_IDS, routeEmbed, routeLanguages } from '../../config/routes';
import { buildPath } from './build-path';
import { matchRoute } from './match-route';

const SAMPLE_PARAMS = {
  region: 'espana',
  team: '12',
  teamName: 'ultimate-mostoles',
  playerId: '301',
  playerName: 'ana-lopez',
  matchId: '1204',
  homeTeam: 'porcinos-fc',
  awayTeam: 'saiyans-fc',
  post: 'gran-final',
};

describe('buildPath', () => {
  it('builds, for every route in every language it exists in, a path that matches back to it', () => {
    for (const routeId of ROUTE_IDS) {
      for (const lang of routeLanguages(routeId)) {
        const path = buildPath(routeId, lang, SAMPLE_PARAMS);
        // A widget's path is one segment further down: /embed/{lang}/… (ADR 050).
        const scope = routeEmbed(routeId) ? 'embed' : 'site';
        const all = path.split('/').filter(Boolean);
        const [prefix, ...segments] = scope === 'embed' ? all.slice(1) : all;
        if (scope === 'embed') expect(all[0]).toBe('embed');
        expect(prefix).toBe(lang);
        expect(matchRoute(lang, segments, scope)?.routeId, path).toBe(routeId);
      }
    }
  });

  it('uses the localized words', () => {
    expect(buildPath('tables', 'fr', { region: 'france' })).toBe('/fr/france/classement');
    expect(buildPath('statsShots', 'pt', { region: 'brazil' })).toBe('/pt/brazil/estatisticas/chutes-ao-gol');
    expect(buildPath('match', 'en', SAMPLE_PARAMS)).toBe('/en/espana/matches/1204-porcinos-fc-vs-saiyans-fc');
  });

  it('refuses a language the route does not exist in, and a missing parameter', () => {
    expect(() => buildPath('mercato', 'fr', { region: 'espana' })).toThrow();
    expect(() => buildPath('tables', 'en')).toThrow('Missing route parameter region');
  });

  it('covers every language for the unrestricted routes', () => {
    expect(LOCALE_CODES.map((lang) => buildPath('home', lang))).toEqual(['/ar', '/de', '/en', '/es', '/fr', '/it', '/pt']);
  });
});
