import { describe, expect, it } from 'vitest';
import { ACCREDITATION_DEADLINE_HOURS, CMS_PAGE_KINDS, CMS_PAGES, type CmsPageKind } from '../../../config/cms-pages';
import { EDITION_IDS, type EditionId } from '../../../config/editions';
import { isExcluded } from '../../../config/exclusions';
import { LOCALE_CODES, type LocaleCode } from '../../../config/locales';
import { findRegion, getRegions, type Region } from '../../../config/regions';
import { getRouteDefinition, routeLanguages } from '../../../config/routes';
import { createDemoPages, type WpPage } from './create-demo-pages';

const NOW = Date.UTC(2027, 2, 14, 18, 0, 0);
const ALL_REGIONS = EDITION_IDS.flatMap((edition) => getRegions(edition).map((region) => ({ edition, region, name: `${edition}/${region.slug}` })));
const pagesOf = (edition: EditionId, region: Region) => createDemoPages(edition, region, { now: NOW });
const spain = (edition: EditionId): Region => {
  const found = findRegion(edition, 'espana');
  if (!found) throw new Error('no Spain');
  return found;
};
const find = (pages: readonly WpPage[], kind: CmsPageKind, lang: LocaleCode) => pages.find((page) => page.slug === CMS_PAGES[kind].slugs[lang] && page.lang === lang);

// Read straight from the route table, not through the CMS table's own helper.
function siteShows(kind: CmsPageKind, edition: EditionId, region: Region, lang: LocaleCode): boolean {
  const route = CMS_PAGES[kind].route;
  return routeLanguages(route).includes(lang) && !(getRouteDefinition(route).exclusions ?? []).some((key) => isExcluded(key, edition, region.slug));
}

const REGULATION_IDS = ['format', 'match-length', 'dice', 'secret-weapons', 'president-penalty', 'double-goal', 'shootout', 'squads', 'discipline'];

describe('createDemoPages: every editorial page the site shows', () => {
  it.each(ALL_REGIONS)('holds each page of $name in exactly the languages the site shows it in', ({ edition, region }) => {
    const pages = pagesOf(edition, region);
    for (const kind of CMS_PAGE_KINDS) {
      for (const lang of LOCALE_CODES) {
        expect(Boolean(find(pages, kind, lang)), `${kind}/${lang}`).toBe(siteShows(kind, edition, region, lang));
      }
    }
  });

  it('holds the FAQs for the men’s Spain only, in all seven languages', () => {
    const holding = ALL_REGIONS.filter(({ edition, region }) => pagesOf(edition, region).some((page) => page.slug === CMS_PAGES.faqs.slugs.en));
    expect(holding.map(({ name }) => name)).toEqual(['kings/espana']);
    expect(LOCALE_CODES.every((lang) => find(pagesOf('kings', spain('kings')), 'faqs', lang))).toBe(true);
  });

  it('gives every page a unique id and links it to its translations', () => {
    const all = ALL_REGIONS.flatMap(({ edition, region }) => pagesOf(edition, region));
    expect(new Set(all.map((page) => page.id)).size).toBe(all.length);
    for (const page of all) {
      expect(page.translations[page.lang]).toBe(page.id);
      expect(page.id).toBeGreaterThanOrEqual(30_000);
    }
  });

  it('answers the same pages all day, dated in the past', () => {
    const region = spain('queens');
    expect(createDemoPages('queens', region, { now: NOW })).toEqual(createDemoPages('queens', region, { now: NOW - 10 * 3_600_000 }));
    for (const page of pagesOf('queens', region)) {
      expect(Date.parse(`${page.modified_gmt}Z`)).toBeLessThan(NOW);
      expect(Date.parse(`${page.date_gmt}Z`)).toBeLessThanOrEqual(Date.parse(`${page.modified_gmt}Z`));
    }
  });
});

describe('the regulation', () => {
  it.each(ALL_REGIONS.filter(({ edition, region }) => siteShows('regulation', edition, region, 'en')))(
    'has every section of $name, numbered, in every language, with the Book of Rules linked',
    ({ edition, region }) => {
      const pages = pagesOf(edition, region);
      for (const lang of LOCALE_CODES) {
        const html = find(pages, 'regulation', lang)?.content.rendered ?? '';
        for (const id of REGULATION_IDS) expect(html, `${lang} #${id}`).toMatch(new RegExp(`<h2 id="${id}">\\d\\.\\d [^<]+</h2>`));
        expect(html).toContain('<h2 id="format">1.1 ');
        expect(html).toMatch(/href="\/api\/demo-cms\/[a-z]+\/[a-z-]+\/wp-content\/uploads\/book-of-rules\/book-of-rules-[a-z]{2}\.pdf"/);
      }
    },
  );

  it('is written in each language’s own words, Arabic in Arabic script', () => {
    const pages = pagesOf('kings', spain('kings'));
    const text = (lang: LocaleCode) => find(pages, 'regulation', lang)?.content.rendered ?? '';
    expect(text('es')).toContain('dado');
    expect(text('it')).toContain('dado');
    expect(text('en')).toContain('die');
    expect(text('de')).toContain('Würfel');
    expect(text('fr')).toContain('dé');
    expect(text('pt')).toContain('dado');
    // Markup and the league's Latin name aside, the Arabic page is Arabic letters.
    const letters = text('ar').replace(/<[^>]*>/g, '').match(/\p{L}/gu) ?? [];
    expect(letters.filter((letter) => /\p{Script=Arabic}/u.test(letter)).length / letters.length).toBeGreaterThan(0.9);
    expect(text('ar')).toContain('النرد');
  });

  it('describes the league’s rules: 25 metres and five seconds, the dice from one to six, two-minute double goals', () => {
    const html = find(pagesOf('kings', spain('kings')), 'regulation', 'en')?.content.rendered ?? '';
    expect(html).toMatch(/25 metres/);
    expect(html).toMatch(/five seconds/);
    expect(html).toMatch(/from one to six/);
    expect(html).toMatch(/for two minutes the team’s goals count double/);
    expect(html).toMatch(/ten chosen in the draft and two wildcards/);
  });

  it('uses the women’s words in the Queens League', () => {
    const words: Partial<Record<LocaleCode, readonly [string, RegExp]>> = {
      es: ['jugadoras', /\bjugadores\b/],
      it: ['giocatrici', /\bgiocatori\b/],
      fr: ['joueuses', /\bjoueurs\b/],
      de: ['Spielerinnen', /\bSpielern\b/],
      pt: ['jogadoras', /\bjogadores\b/],
      ar: ['لاعبات', /لاعبين/],
    };
    const women = pagesOf('queens', spain('queens'));
    const men = pagesOf('kings', spain('kings'));
    for (const [lang, [feminine, masculine]] of Object.entries(words) as [LocaleCode, readonly [string, RegExp]][]) {
      const queens = find(women, 'regulation', lang)?.content.rendered ?? '';
      expect(queens, lang).toContain(feminine);
      expect(queens, lang).not.toMatch(masculine);
      expect(find(men, 'regulation', lang)?.content.rendered ?? '', lang).toMatch(masculine);
    }
  });
});

describe('the FAQs', () => {
  it('has eight or more questions in every language, each an id’d heading and one answer, the same ids everywhere', () => {
    const pages = pagesOf('kings', spain('kings'));
    const idsOf = (html: string) => [...html.matchAll(/<h3 id="([a-z-]+)">[^<]+<\/h3>\n<p>/g)].map((match) => match[1]);
    const english = idsOf(find(pages, 'faqs', 'en')?.content.rendered ?? '');
    expect(english.length).toBeGreaterThanOrEqual(8);
    expect(english).toEqual(expect.arrayContaining(['tickets', 'match-format', 'where-to-watch', 'draft', 'wildcards', 'media-accreditation', 'store', 'children', 'accessibility']));
    for (const lang of LOCALE_CODES) {
      const html = find(pages, 'faqs', lang)?.content.rendered ?? '';
      expect(idsOf(html), lang).toEqual(english);
      expect((html.match(/<h3 /g) ?? []).length).toBe((html.match(/<\/h3>\n<p>/g) ?? []).length);
    }
  });

  it('links to the region’s own tickets and store', () => {
    const region = spain('kings');
    const html = find(pagesOf('kings', region), 'faqs', 'es')?.content.rendered ?? '';
    expect(html).toContain(`href="${region.ticketsUrl}"`);
    expect(html).toContain(`href="${region.storeUrl}"`);
  });
});

describe('the media accreditation page', () => {
  it.each(LOCALE_CODES)('states the deadline in the configured hours (%s)', (lang) => {
    for (const { edition, region } of ALL_REGIONS) {
      const page = find(pagesOf(edition, region), 'mediaAccreditation', lang);
      const html = page?.content.rendered ?? '';
      expect(html).toContain(`${ACCREDITATION_DEADLINE_HOURS}`);
      for (const id of ['who-can-apply', 'deadline', 'on-the-day', 'conduct']) expect(html).toContain(`<h2 id="${id}">`);
    }
  });
});

describe('every page’s markup', () => {
  it('carries no script, event handler or script address', () => {
    for (const { edition, region } of ALL_REGIONS) {
      for (const page of pagesOf(edition, region)) {
        const html = page.title.rendered + page.excerpt.rendered + page.content.rendered;
        expect(html, `${edition}/${region.slug}/${page.slug}`).not.toMatch(/<script|\son[a-z]+\s*=|javascript:/i);
        expect(html).not.toMatch(/lorem ipsum/i);
      }
    }
  });
});
