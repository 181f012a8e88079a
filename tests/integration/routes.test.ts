import { describe, expect, inject, it } from 'vitest';
import { EDITION_IDS, type EditionId } from '../../src/config/editions';
import { isExcluded } from '../../src/config/exclusions';
import type { LocaleCode } from '../../src/config/locales';
import { getRegions } from '../../src/config/regions';
import { EMBED_WIDGETS } from '../../src/config/embed';
import { ROUTE_IDS, getRouteDefinition, routeEmbed, routeEntity, routeHasRegion, routeLanguages } from '../../src/config/routes';
import { buildPath } from '../../src/lib/routing/build-path';
import { ENTITY_LOADERS } from '../../src/lib/page/entities';
import { mapWithLimit } from '../support/map-with-limit';

const BASE: Record<EditionId, string> = { kings: inject('kingsUrl'), queens: inject('queensUrl') };
const PARAMS = {
  team: '12', teamName: 'ultimate-mostoles', playerId: '301', playerName: 'ana-lopez',
  matchId: '1204', homeTeam: 'porcinos-fc', awayTeam: 'saiyans-fc', post: 'gran-final',
};

function expectedStatus(edition: EditionId, routeId: (typeof ROUTE_IDS)[number], region: string | undefined, lang: string) {
  const route = getRouteDefinition(routeId);
  if (route.exclusions?.some((key) => isExcluded(key, edition, region))) return 404;
  // Named checks (news languages, open draft sign-ups) decide from the config tables alone.
  const found = getRegions(edition).find((candidate) => candidate.slug === region);
  for (const check of route.checks ?? []) {
    const result = check({ routeId, lang: lang as LocaleCode, params: {}, edition, region: found });
    if (result !== true) return 404;
  }
  // A widget that needs an option (a live match's `match`, a team's next match's `team`) is a
  // 400 without it, drawn in the frame (ADR 050).
  const widget = routeEmbed(routeId);
  if (widget && EMBED_WIDGETS[widget].required.length > 0) return 400;
  return 200;
}

function hasEntityLoader(routeId: (typeof ROUTE_IDS)[number]): boolean {
  const entity = routeEntity(routeId);
  return entity !== undefined && ENTITY_LOADERS[entity] !== undefined;
}

async function statusOf(url: string): Promise<number> {
  const response = await fetch(url, { redirect: 'manual' });
  await response.arrayBuffer();
  return response.status;
}

describe.each(EDITION_IDS)('every route family in every language (%s)', (edition) => {
  const regions = getRegions(edition);
  it('answers each route in each of its languages with the status its region and exclusions give', async () => {
    const cases: { path: string; expected: number }[] = [];
    // Pages whose existence depends on league data are covered by their own tests.
    for (const routeId of ROUTE_IDS.filter((id) => !hasEntityLoader(id))) {
      for (const lang of routeLanguages(routeId)) {
        const candidates = routeHasRegion(routeId) ? regions.map((region) => region.slug) : [undefined];
        // The first region where the page exists, and one where it may not.
        const allowed = candidates.find((slug) => expectedStatus(edition, routeId, slug, lang) === 200) ?? candidates[0];
        for (const region of new Set([allowed, candidates.at(-1)])) {
          cases.push({ path: buildPath(routeId, lang, { ...PARAMS, region }), expected: expectedStatus(edition, routeId, region, lang) });
        }
      }
    }
    // A few at a time: the Worker renders one page while it waits on the database for another.
    const failures = (
      await mapWithLimit(cases, 4, async ({ path, expected }) => {
        const actual = await statusOf(BASE[edition] + path);
        return actual === expected ? [] : [`${path}: ${actual}, expected ${expected}`];
      })
    ).flat();
    expect(failures).toEqual([]);
    expect(cases.length).toBeGreaterThan(0);
  }, 180_000);

  it('answers every region home in every region with 200 and an unknown region with 404', async () => {
    for (const region of regions) expect(await statusOf(`${BASE[edition]}/en/${region.slug}`), region.slug).toBe(200);
    expect(await statusOf(`${BASE[edition]}/en/atlantis`)).toBe(404);
  });
});

describe('specification cases', () => {
  it.each([
    ['kings', '/fr/espana/classement', 200],
    ['kings', '/es/espana/mercato-fichajes', 200],
    ['kings', '/fr/espana/mercato-transfers', 404],
    ['kings', '/es/espana/circulares', 200],
    ['kings', '/it/italia/circolari', 200],
    ['kings', '/en/italia/circulars', 404],
    ['kings', '/es/espana/simulador-equipo', 200],
    ['kings', '/en/italia/faqs', 404],
    ['kings', '/en/espana/faqs', 200],
    ['kings', '/en/king-of-kings', 200],
    ['kings', '/en/king-of-kings/tables', 404],
    ['kings', '/en/king-of-kings/tables-kwcc', 200],
    ['kings', '/en/espana/tables-kwcc', 404],
    ['kings', '/en/world-cup/tournament', 200],
    ['kings', '/en/espana/tournament', 404],
    ['kings', '/en/finalissima', 404],
    ['queens', '/en/finalissima', 200],
    ['queens', '/en/legends', 404],
    ['queens', '/de/shops', 404],
    ['kings', '/de/shops', 200],
    ['queens', '/es/americas/entradas', 404],
    ['queens', '/es/espana/entradas', 200],
    ['queens', '/en/italia', 404],
    ['kings', '/en/americas/stats/goals', 404],
    ['kings', '/en/espana/stats/goals', 200],
    ['kings', '/en/mena/contact-us', 404],
    ['kings', '/en/germany/draft', 404],
    ['kings', '/ar/mena/news', 200],
    ['kings', '/en/mena/news', 404],
    ['kings', '/en/_health', 200],
  ] as const)('%s %s answers %i', async (edition, path, status) => {
    expect(await statusOf(BASE[edition] + path)).toBe(status);
  });
});

describe('the 404 screen under a region', () => {
  const navOf = (html: string) => /<nav class="site-nav"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
  const backOf = (html: string) => /<section class="not-found"[\s\S]*?<a class="button" href="([^"]*)">([^<]*)<\/a>/.exec(html)?.slice(1) ?? [];

  it.each([
    ['kings', '/ar/espana/nothing-here', '/ar/espana', 'العودة إلى كينغز ليغ إسبانيا'],
    ['kings', '/en/italia/faqs', '/en/italia', 'Back to Kings League Italia'],
    ['queens', '/es/americas/nada', '/es/americas', 'Volver a Queens League Américas'],
  ] as const)('%s %s keeps the region’s menu and leads back to the region’s home', async (edition, path, home, label) => {
    const response = await fetch(BASE[edition] + path);
    const html = await response.text();
    expect(response.status).toBe(404);
    expect(backOf(html)).toEqual([home, label]);
    expect(navOf(html)).toContain(`href="${home}/`);
  });

  it('leads back to the edition’s home under a region the edition does not have', async () => {
    const response = await fetch(`${BASE.queens}/en/italia/tables`);
    const html = await response.text();
    expect(response.status).toBe(404);
    expect(backOf(html)).toEqual(['/en', 'Back to the kick-off']);
    expect(navOf(html)).not.toContain('href="/en/italia/');
  });
});
