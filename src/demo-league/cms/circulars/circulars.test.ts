import { describe, expect, it } from 'vitest';
import { getCircularsCategory } from '../../../config/cms-pages';
import { EDITION_IDS, type EditionId } from '../../../config/editions';
import { findRegion, getRegions, type Region } from '../../../config/regions';
import { routeLanguages } from '../../../config/routes';
import { createDemoCirculars, listDemoCircularPosts, renderCircularPdf } from './index';
import { inspectPdf, readPrintedText } from './inspect-pdf';

const NOW = Date.UTC(2027, 2, 14, 18, 0, 0);
const DAY = 86_400_000;
const region = (edition: EditionId, slug: string): Region => {
  const found = findRegion(edition, slug);
  if (!found) throw new Error(`no region ${edition}/${slug}`);
  return found;
};
const PUBLISHING = [
  { edition: 'kings', slug: 'espana' },
  { edition: 'queens', slug: 'espana' },
  { edition: 'kings', slug: 'italia' },
] as const;

describe('createDemoCirculars', () => {
  it('writes circulars for both Spains and Italy, and nothing for a region without a circulars category', () => {
    for (const edition of EDITION_IDS) {
      for (const each of getRegions(edition)) {
        const circulars = createDemoCirculars(edition, each, NOW);
        expect(circulars.length > 0, `${edition}/${each.slug}`).toBe(getCircularsCategory(edition, each.slug) !== undefined);
      }
    }
    expect(PUBLISHING.every(({ edition, slug }) => getCircularsCategory(edition, slug) !== undefined)).toBe(true);
  });

  it.each(PUBLISHING)('gives $edition/$slug five or more circulars in each language of the circulars route', ({ edition, slug }) => {
    const circulars = createDemoCirculars(edition, region(edition, slug), NOW);
    expect(routeLanguages('circulars')).toEqual(['es', 'it']);
    for (const lang of routeLanguages('circulars')) {
      const mine = circulars.filter((circular) => circular.lang === lang);
      expect(mine.length).toBeGreaterThanOrEqual(5);
      expect(new Set(mine.map((circular) => circular.number)).size).toBe(mine.length);
      expect(new Set(mine.map((circular) => circular.slug)).size).toBe(mine.length);
    }
  });

  it.each(PUBLISHING)('dates $edition/$slug circulars over the last weeks, newest first, numbered in order', ({ edition, slug }) => {
    const circulars = createDemoCirculars(edition, region(edition, slug), NOW).filter((circular) => circular.lang === 'es');
    const dates = circulars.map((circular) => circular.publishedAt);
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(NOW - (dates[0] ?? 0)).toBeGreaterThan(0);
    expect(NOW - (dates[0] ?? 0)).toBeLessThan(4 * DAY);
    expect(NOW - (dates.at(-1) ?? 0)).toBeLessThan(60 * DAY);
    for (const circular of circulars) expect(circular.number).toMatch(/^\d{2}\/2027$/);
    const numbers = circulars.map((circular) => Number(circular.number.slice(0, 2)));
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
  });

  it('issues each circular in Spanish and Italian under the same number and date', () => {
    const circulars = createDemoCirculars('kings', region('kings', 'italia'), NOW);
    const spanish = circulars.filter((circular) => circular.lang === 'es');
    const italian = circulars.filter((circular) => circular.lang === 'it');
    expect(italian.map((circular) => [circular.number, circular.publishedAt])).toEqual(spanish.map((circular) => [circular.number, circular.publishedAt]));
    expect(italian.map((circular) => circular.label)).toEqual(italian.map(() => 'Circolare'));
  });

  it('keeps the same circulars all day, and moves them with the calendar', () => {
    const spain = region('kings', 'espana');
    expect(createDemoCirculars('kings', spain, NOW)).toEqual(createDemoCirculars('kings', spain, NOW - 17 * 3_600_000));
    const tomorrow = createDemoCirculars('kings', spain, NOW + DAY);
    expect(tomorrow[0]?.publishedAt).toBe((createDemoCirculars('kings', spain, NOW)[0]?.publishedAt ?? 0) + DAY);
  });

  it('writes the women’s edition’s circulars with feminine forms', () => {
    const words = (edition: EditionId) =>
      createDemoCirculars(edition, region(edition, 'espana'), NOW).map((circular) => JSON.stringify([circular.title, circular.body])).join(' ');
    expect(words('queens')).toMatch(/jugadoras/);
    expect(words('queens')).toMatch(/giocatrici/);
    expect(words('queens')).not.toMatch(/\bjugadores\b|\bgiocatori\b/);
    expect(words('kings')).toMatch(/jugadores/);
    expect(words('kings')).not.toMatch(/jugadoras|giocatrici/);
  });
});

describe('renderCircularPdf', () => {
  it.each(PUBLISHING)('gives every $edition/$slug circular a sound one-page PDF with its number, date and title', ({ edition, slug }) => {
    for (const circular of createDemoCirculars(edition, region(edition, slug), NOW)) {
      const bytes = renderCircularPdf(circular);
      const { problems, pageCount, content } = inspectPdf(bytes);
      expect(problems, circular.file).toEqual([]);
      expect(pageCount).toBe(1);
      const printed = readPrintedText(content);
      expect(printed).toContain(`${circular.label} ${circular.number}`);
      expect(printed).toContain(circular.signedBy);
      expect(printed).toMatch(/2027/);
      // Every character was one Helvetica can print: nothing fell back to "?".
      expect(printed).not.toContain('?');
    }
  });
});

describe('listDemoCircularPosts', () => {
  const italy = region('kings', 'italia');
  const posts = listDemoCircularPosts('kings', italy, NOW);

  it('files the circulars as posts of the region’s circulars category, with Polylang’s language', () => {
    expect(posts.length).toBeGreaterThanOrEqual(10);
    for (const post of posts) {
      expect(post.categories).toEqual([201]);
      expect(post.type).toBe('post');
      expect(['es', 'it']).toContain(post.lang);
      expect(post.date_gmt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    }
    const gmt = posts.map((post) => post.date_gmt);
    expect([...gmt].sort().reverse()).toEqual(gmt);
  });

  it('attaches each PDF with its address, exact size and title', () => {
    const circulars = createDemoCirculars('kings', italy, NOW);
    for (const post of posts) {
      const circular = circulars.find((candidate) => candidate.id === post.id);
      expect(circular).toBeDefined();
      if (!circular) continue;
      expect(post.acf.number).toBe(circular.number);
      expect(post.acf.pdf.url).toBe(`/api/demo-cms/kings/italia/wp-content/uploads/circulars/${circular.file}`);
      expect(post.acf.pdf.bytes).toBe(renderCircularPdf(circular).byteLength);
      expect(post.acf.pdf.title).toContain(circular.number);
      expect(post.content.rendered).toContain(`href="${post.acf.pdf.url}"`);
    }
  });

  it('links the posts from the base it is given', () => {
    const [first] = listDemoCircularPosts('kings', italy, NOW, 'https://cms.example/api/demo-cms/kings/italia');
    expect(first?.link).toMatch(/^https:\/\/cms\.example\/api\/demo-cms\/kings\/italia\/circ/);
  });

  it('writes no script and no event handler into any circular', () => {
    for (const { edition, slug } of PUBLISHING) {
      for (const post of listDemoCircularPosts(edition, region(edition, slug), NOW)) {
        const html = post.title.rendered + post.excerpt.rendered + post.content.rendered;
        expect(html).not.toMatch(/<script|\son[a-z]+\s*=|javascript:/i);
      }
    }
  });
});
