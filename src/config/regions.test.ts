import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EDITION_IDS } from './editions';
import { REGIONS_BY_EDITION, findRegion, getRegions } from './regions';

describe('regions table', () => {
  it('has the ten men’s regions with the ids, api ids and competitions of sections 1 and 3', () => {
    const rows = getRegions('kings').map((region) => [region.slug, region.id, region.apiId, [...region.competitionId]]);
    expect(rows).toEqual([
      ['espana', 1, 13, [3, 6]],
      ['americas', 2, 57, [5]],
      ['italia', 4, 1, [10]],
      ['brazil', 6, 17, [17]],
      ['france', 8, 10, [21]],
      ['germany', 9, 25, [11]],
      ['mena', 10, 208, [26]],
      ['world-cup', 3, 204, [8, 9]],
      ['kwc-nations', 5, 204, [18]],
      ['king-of-kings', 7, 204, [0]],
    ]);
  });

  it('gives the women’s edition only espana and americas, with their competitions', () => {
    expect(getRegions('queens').map((region) => [region.slug, [...region.competitionId]])).toEqual([
      ['espana', [4, 6]],
      ['americas', [12]],
    ]);
  });

  it('uses the time zones of section 3', () => {
    const zones = Object.fromEntries(getRegions('kings').map((region) => [region.slug, region.timeZone]));
    expect(zones).toEqual({
      espana: 'Europe/Madrid',
      americas: 'America/Mexico_City',
      italia: 'Europe/Rome',
      brazil: 'America/Sao_Paulo',
      france: 'Europe/Paris',
      germany: 'Europe/Berlin',
      mena: 'UTC',
      'world-cup': 'UTC',
      'kwc-nations': 'UTC',
      'king-of-kings': 'Europe/Rome',
    });
  });

  it('uses the CMS categories of section 3 where the specification gives them', () => {
    const categories = (edition: 'kings' | 'queens', slug: string) => findRegion(edition, slug)?.cmsCategories;
    expect(categories('kings', 'espana')).toEqual({ general: 16, featured: 21, external: 8 });
    expect(categories('kings', 'italia')).toEqual({ general: 198, featured: 199, external: 200 });
    expect(categories('kings', 'brazil')).toEqual({ general: 239, featured: 240, external: 241 });
    expect(categories('kings', 'france')).toEqual({ general: 268, featured: 269, external: 270 });
    expect(categories('kings', 'germany')).toEqual({ general: 300, featured: 302, external: 301 });
    expect(categories('kings', 'mena')).toEqual({ general: 526, featured: 527, external: 528 });
    expect(categories('kings', 'kwc-nations')).toEqual({ general: 208, featured: 209, external: 8 });
    expect(categories('kings', 'world-cup')).toEqual({ general: 142, featured: 143, external: 8 });
    expect(categories('queens', 'espana')).toEqual({ general: 17, featured: 22, external: 18 });
    expect(categories('queens', 'americas')).toEqual({ general: 125, featured: 131, external: 132 });
  });

  it('hides king-of-kings from navigation and shows every other region', () => {
    const hidden = EDITION_IDS.flatMap((edition) => getRegions(edition).filter((region) => !region.navVisible));
    expect(hidden.map((region) => region.slug)).toEqual(['king-of-kings']);
  });

  it('has unique slugs and ids within each edition', () => {
    for (const edition of EDITION_IDS) {
      const regions = REGIONS_BY_EDITION[edition];
      expect(new Set(regions.map((region) => region.slug)).size).toBe(regions.length);
      expect(new Set(regions.map((region) => region.id)).size).toBe(regions.length);
    }
  });

  it('ships the share image and footer logo every region points to', () => {
    for (const edition of EDITION_IDS) {
      for (const region of getRegions(edition)) {
        expect(existsSync(`public${region.ogImage}`), region.ogImage).toBe(true);
        expect(existsSync(`public${region.footerLogo.src}`), region.footerLogo.src).toBe(true);
        expect(region.social.every((link) => link.url.startsWith('https://'))).toBe(true);
        expect(() => new Intl.DateTimeFormat('en', { timeZone: region.timeZone })).not.toThrow();
      }
    }
  });
});
