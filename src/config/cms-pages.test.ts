import { describe, expect, it } from 'vitest';
import {
  ACCREDITATION_DEADLINE_HOURS,
  CMS_CIRCULARS,
  CMS_PAGE_KINDS,
  CMS_PAGES,
  getCircularLanguages,
  getCircularsCategory,
  getCmsPageSlug,
  hasCmsPage,
} from './cms-pages';
import { EDITION_IDS } from './editions';
import { LOCALE_CODES } from './locales';
import { findRegion, getRegions } from './regions';
import { ROUTES } from './routes';

const WORDPRESS_SLUG = /^(?:[a-z0-9-]|%[0-9a-f]{2})+$/;

describe('CMS_PAGES: the WordPress page behind each editorial route', () => {
  it('names routes of the route table', () => {
    for (const kind of CMS_PAGE_KINDS) expect(Object.keys(ROUTES)).toContain(CMS_PAGES[kind].route);
  });

  it('gives every kind a slug in every language, in the form WordPress stores', () => {
    for (const kind of CMS_PAGE_KINDS) {
      for (const lang of LOCALE_CODES) expect(getCmsPageSlug(kind, lang), `${kind}/${lang}`).toMatch(WORDPRESS_SLUG);
    }
  });

  it('never gives two pages the same slug, so a slug alone finds one page', () => {
    const slugs = CMS_PAGE_KINDS.flatMap((kind) => LOCALE_CODES.map((lang) => getCmsPageSlug(kind, lang)));
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('uses the league’s own words for the regulation', () => {
    expect(CMS_PAGES.regulation.slugs).toMatchObject({ es: 'reglamento', en: 'regulation', it: 'regolamento', pt: 'regulamento' });
    expect(decodeURIComponent(CMS_PAGES.regulation.slugs.ar)).toBe('لائحة-المسابقة');
  });

  it('holds a page where its route exists and nowhere else', () => {
    expect(hasCmsPage('faqs', 'kings', 'espana', 'de')).toBe(true);
    expect(hasCmsPage('faqs', 'queens', 'espana', 'es')).toBe(false);
    expect(hasCmsPage('faqs', 'kings', 'italia', 'it')).toBe(false);
    expect(hasCmsPage('regulation', 'kings', 'king-of-kings', 'en')).toBe(false);
    expect(hasCmsPage('regulation', 'queens', 'americas', 'ar')).toBe(true);
    expect(hasCmsPage('contact', 'kings', 'mena', 'ar')).toBe(false);
    expect(hasCmsPage('contact', 'kings', 'brazil', 'pt')).toBe(true);
    expect(hasCmsPage('mediaAccreditation', 'kings', 'king-of-kings', 'fr')).toBe(true);
  });

  it('keeps the accreditation deadline as a whole number of hours', () => {
    expect(ACCREDITATION_DEADLINE_HOURS).toBe(72);
    expect(Number.isInteger(ACCREDITATION_DEADLINE_HOURS)).toBe(true);
  });
});

describe('CMS_CIRCULARS: the circulars’ category per region', () => {
  it('files circulars for both Spains and Italy', () => {
    expect(getCircularsCategory('kings', 'espana')).toBe(23);
    expect(getCircularsCategory('queens', 'espana')).toBe(25);
    expect(getCircularsCategory('kings', 'italia')).toBe(201);
    expect(getCircularsCategory('kings', 'france')).toBeUndefined();
    expect(getCircularsCategory('queens', 'italia')).toBeUndefined();
  });

  it('names only regions of their edition', () => {
    for (const edition of EDITION_IDS) {
      for (const slug of Object.keys(CMS_CIRCULARS.categories[edition])) expect(findRegion(edition, slug), slug).toBeDefined();
    }
  });

  it('uses term ids that no region’s news category uses, since one install numbers them all', () => {
    const circulars = EDITION_IDS.flatMap((edition) => Object.values(CMS_CIRCULARS.categories[edition]));
    const news = EDITION_IDS.flatMap((edition) => getRegions(edition).flatMap((region) => Object.values(region.cmsCategories)));
    expect(new Set(circulars).size).toBe(circulars.length);
    for (const id of circulars) expect(news).not.toContain(id);
  });

  it('writes circulars in the languages of the circulars route: Spanish and Italian', () => {
    expect(getCircularLanguages()).toEqual(['es', 'it']);
  });
});
