import { describe, expect, it } from 'vitest';
import { LOCALE_CODES, type LocaleCode } from './locales';
import { ROUTE_EXCLUSIONS } from './exclusions';
import { ROUTE_WORDS, getRouteWord, translateWord } from './route-words';
import { LAYOUTS, ROUTES, ROUTE_IDS, getRouteDefinition, routeEmbed, routeLanguages, type RouteId } from './routes';
import en from '../../messages/en.json';

const URL_SAFE_WORD = /^[a-z0-9_][a-z0-9-]*$/;

/** A route's path in a language, its parameters as placeholders: `{region}/clasificacion`. */
// A widget's path is under /embed/ (ADR 050), so it never shares a shape with a page's.
const shape = (routeId: RouteId, lang: LocaleCode) =>
  (routeEmbed(routeId) ? 'embed/' : '') + getRouteDefinition(routeId)
    .segments.map((segment) => ('word' in segment ? translateWord(segment.word, lang) : 'region' in segment ? '{region}' : `{${segment.entity}}`))
    .join('/');

describe('route words table', () => {
  it('has a URL-safe word in every language for every route that uses it', () => {
    let checked = 0;
    for (const routeId of ROUTE_IDS) {
      for (const lang of routeLanguages(routeId)) {
        for (const segment of getRouteDefinition(routeId).segments) {
          if (!('word' in segment)) continue;
          expect(translateWord(segment.word, lang), `${routeId} ${lang}`).toMatch(URL_SAFE_WORD);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('keeps the localized words of section 2', () => {
    expect(['de', 'es', 'fr', 'it', 'pt'].map((lang) => shape('tables', lang as LocaleCode))).toEqual([
      '{region}/klassifikation', '{region}/clasificacion', '{region}/classement', '{region}/classifica', '{region}/classificacao',
    ]);
    expect(ROUTE_WORDS.shots).toMatchObject({ de: 'schusse', es: 'tiros', fr: 'tirs', it: 'tiri', pt: 'chutes-ao-gol' });
    expect(shape('stores', 'it')).toBe('negozios');
    expect(shape('stores', 'pt')).toBe('lojas');
    expect(shape('tablesKwcc', 'es')).toBe('{region}/clasificacion-kwcc');
    expect(shape('tickets', 'de')).toBe('{region}/tickets');
    expect(shape('news', 'fr')).toBe('{region}/actualites');
  });

  it('uses the English words under the Arabic prefix', () => {
    for (const word of Object.keys(ROUTE_WORDS) as (keyof typeof ROUTE_WORDS)[]) {
      expect(getRouteWord(word, 'ar')).toBe(ROUTE_WORDS[word].en);
    }
    for (const routeId of ROUTE_IDS) expect(shape(routeId, 'ar'), routeId).toBe(shape(routeId, 'en'));
  });
});

describe('routes table', () => {
  it('limits the language-limited routes to their languages', () => {
    expect(routeLanguages('mercato')).toEqual(['en', 'es']);
    expect(routeLanguages('circulars')).toEqual(['es', 'it']);
    expect(routeLanguages('teamSimulator')).toEqual(['en', 'es', 'de', 'fr', 'it', 'pt']);
    expect(routeLanguages('squadSimulator')).toEqual(['en', 'es', 'de', 'fr', 'it', 'pt']);
    expect(routeLanguages('tables')).toEqual(LOCALE_CODES);
  });

  it('assigns the layouts of section 2', () => {
    expect(ROUTES.health.layout).toBe('health-check');
    expect(ROUTES.stores.layout).toBe('menu-free');
    expect(ROUTES.legends.layout).toBe('team-and-player');
    expect(ROUTES.finalissima.layout).toBe('team-and-player');
    expect(ROUTES.tables.layout).toBe('default');
    for (const routeId of ROUTE_IDS) expect(LAYOUTS).toContain(getRouteDefinition(routeId).layout);
  });

  it('names only parents, exclusion keys and checks that exist', () => {
    for (const routeId of ROUTE_IDS) {
      const route = getRouteDefinition(routeId);
      if (route.parent) expect(ROUTE_IDS, routeId).toContain(route.parent);
      for (const key of route.exclusions ?? []) expect(Object.keys(ROUTE_EXCLUSIONS), routeId).toContain(key);
      for (const check of route.checks ?? []) expect(typeof check, routeId).toBe('function');
    }
    // Each kind of reference is really checked above, not skipped for want of any.
    const definitions = ROUTE_IDS.map((routeId) => getRouteDefinition(routeId));
    expect(definitions.some((route) => route.parent)).toBe(true);
    expect(definitions.some((route) => route.exclusions?.length)).toBe(true);
    expect(definitions.some((route) => route.checks?.length)).toBe(true);
  });

  it('reaches home from every page through its parents, without cycles', () => {
    for (const routeId of ROUTE_IDS) {
      const seen = new Set<string>();
      let current: string | undefined = routeId;
      while (current && current !== 'home') {
        expect(seen.has(current), `cycle at ${routeId}`).toBe(false);
        seen.add(current);
        current = getRouteDefinition(current as RouteId).parent;
      }
      expect(current ?? 'home').toBe('home');
    }
  });

  it('has a title and a description message for every route', () => {
    for (const routeId of ROUTE_IDS) {
      expect(en, routeId).toHaveProperty([`page.${routeId}.title`]);
      expect(en, routeId).toHaveProperty([`page.${routeId}.description`]);
    }
  });

  it('never gives two routes the same path shape in one language', () => {
    for (const lang of LOCALE_CODES) {
      const shapes = ROUTE_IDS.filter((routeId) => routeLanguages(routeId).includes(lang)).map((routeId) => shape(routeId, lang));
      expect(new Set(shapes).size, lang).toBe(shapes.length);
    }
  });
});
