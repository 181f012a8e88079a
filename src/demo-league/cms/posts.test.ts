import { describe, expect, it } from 'vitest';
import { EDITION_IDS } from '../../config/editions';
import { getRegions } from '../../config/regions';
import { sanitizePostHtml } from '../../lib/cms/sanitize';
import { DEMO_CMS_EPOCH } from './index';
import { getRegionLeague } from './league-data';
import { leagueTitleIn } from './league-title';
import { createDemoPosts } from './posts';
import { toSlug } from './slug';
import { cmsLanguages, findRegionImage, getRegionStories, UPLOADS_TOKEN } from './write-stories';

const ALL_REGIONS = EDITION_IDS.flatMap((edition) => getRegions(edition).map((region) => ({ edition, region, name: `${edition}/${region.slug}` })));
const HOUR = 3600_000;

describe('createDemoPosts', () => {
  it('writes the same posts on every run', () => {
    for (const { edition, region } of ALL_REGIONS) {
      expect(createDemoPosts(edition, region, DEMO_CMS_EPOCH)).toEqual(createDemoPosts(edition, region, DEMO_CMS_EPOCH));
    }
  });

  it.each(ALL_REGIONS)('writes at least thirty distinct posts in each news language of $name', ({ edition, region }) => {
    const posts = createDemoPosts(edition, region, DEMO_CMS_EPOCH);
    const languages = cmsLanguages(region);
    expect(new Set(posts.map((post) => post.lang))).toEqual(new Set(languages));
    for (const lang of languages) expect(posts.filter((post) => post.lang === lang).length, lang).toBeGreaterThanOrEqual(30);
    expect(new Set(posts.map((post) => post.slug)).size).toBe(posts.length);
    expect(new Set(posts.map((post) => post.id)).size).toBe(posts.length);
  });

  it.each(ALL_REGIONS)('names the league in $name posts as the site names it in each language', ({ edition, region }) => {
    const stories = getRegionStories(edition, region);
    for (const lang of cmsLanguages(region)) {
      const title = leagueTitleIn(edition, region, lang);
      const inLanguage = stories.filter((story) => story.lang === lang);
      // The rules story names the league in its headline.
      expect(inLanguage.find((story) => story.kind === 'rules')?.title, lang).toContain(title);
      if (title === region.leagueTitle) continue;
      for (const story of inLanguage) {
        expect(`${story.title} ${story.contentHtml} ${story.image.caption}`, `${lang} ${story.key}`).not.toContain(region.leagueTitle);
      }
    }
  });

  it.each(ALL_REGIONS)('files $name posts under its own categories', ({ edition, region }) => {
    const posts = createDemoPosts(edition, region, DEMO_CMS_EPOCH);
    const { general, featured, external } = region.cmsCategories;
    for (const post of posts) expect([general, featured, external]).toEqual(expect.arrayContaining([...post.categories]));
    for (const category of [general, featured, external]) expect(posts.some((post) => post.categories.includes(category))).toBe(true);
    for (const lang of cmsLanguages(region)) {
      const inLanguage = posts.filter((post) => post.lang === lang);
      expect(inLanguage.every((post) => post.categories.includes(general))).toBe(true);
      expect(inLanguage.filter((post) => post.categories.includes(external)).length).toBeGreaterThanOrEqual(4);
      const share = inLanguage.filter((post) => post.categories.includes(featured)).length / inLanguage.length;
      expect(share).toBeGreaterThan(1 / 10);
      expect(share).toBeLessThan(1 / 4);
    }
  });

  it('dates posts newest first, the newest a few hours before the epoch', () => {
    for (const { edition, region } of ALL_REGIONS) {
      const times = createDemoPosts(edition, region, DEMO_CMS_EPOCH).map((post) => post.publishedAt);
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      const newestAge = DEMO_CMS_EPOCH - (times[0] ?? 0);
      expect(newestAge).toBeGreaterThanOrEqual(2 * HOUR);
      expect(newestAge).toBeLessThanOrEqual(5 * HOUR);
    }
  });

  it('dates every post in the past, the newest within hours, whatever the clock', () => {
    // Every three hours over two days, so each region's midnight and matchday evening are crossed.
    const clocks = Array.from({ length: 16 }, (_, step) => Date.UTC(2027, 5, 30, 0, 7, 0) + step * 3 * HOUR);
    for (const now of clocks) {
      for (const { edition, region, name } of ALL_REGIONS) {
        const posts = createDemoPosts(edition, region, now);
        expect(posts.every((post) => post.publishedAt < now && post.modifiedAt <= now && post.modifiedAt >= post.publishedAt), name).toBe(true);
        expect(now - (posts[0]?.publishedAt ?? 0), name).toBeLessThan(6 * HOUR);
      }
    }
  });

  it('marks some posts as edited after publication', () => {
    const posts = createDemoPosts('kings', getRegions('kings')[0]!, DEMO_CMS_EPOCH);
    const edited = posts.filter((post) => post.modifiedAt > post.publishedAt);
    expect(edited.length).toBeGreaterThan(posts.length / 10);
    expect(edited.length).toBeLessThan(posts.length / 2);
  });

  it('shows only pictures the CMS itself draws', () => {
    for (const { edition, region } of ALL_REGIONS) {
      for (const post of createDemoPosts(edition, region, DEMO_CMS_EPOCH)) {
        expect(findRegionImage(edition, region, post.image.id)).toEqual(post.image);
        // src="x" is the hostile post's broken image, there to be disarmed rather than shown.
        const inline = [...post.contentHtml.matchAll(/<img[^>]* src="([^"]+)"/g)].map(([, src]) => src!).filter((src) => src !== 'x');
        expect(inline).toHaveLength(1);
        const id = Number(/\/(\d+)-\d+\.svg$/.exec(inline[0]!)?.[1]);
        expect(inline[0]!.startsWith(`${UPLOADS_TOKEN}/`)).toBe(true);
        expect(findRegionImage(edition, region, id)).toBeDefined();
      }
    }
  });

  it('embeds YouTube in two posts and hostile markup in exactly one, which the sanitiser disarms', () => {
    const posts = createDemoPosts('kings', getRegions('kings')[0]!, DEMO_CMS_EPOCH);
    expect(posts.filter((post) => post.contentHtml.includes('youtube-nocookie.com/embed/'))).toHaveLength(2);
    const hostile = posts.filter((post) => post.contentHtml.includes('<script>'));
    expect(hostile).toHaveLength(1);
    const html = sanitizePostHtml(hostile[0]!.contentHtml);
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|style=/);
    expect(html).toContain('<ul>');
  });

  it('has articles with paragraphs, a list, a quote and an image', () => {
    const [post] = createDemoPosts('queens', getRegions('queens')[1]!, DEMO_CMS_EPOCH);
    expect(post?.contentHtml).toMatch(/<p>[\s\S]*<ul[\s\S]*<blockquote[\s\S]*<img /);
  });

  it('writes Arabic in Arabic script and leaves no English in the other languages', () => {
    const mena = createDemoPosts('kings', getRegions('kings').find((region) => region.slug === 'mena')!, DEMO_CMS_EPOCH);
    for (const post of mena) expect(post.excerptHtml, post.key).toMatch(/[\u0600-\u06ff]/);
    // Words only the English phrasebook uses; team and player names are the league's own.
    const english = /(?<!\p{L})(the|and|with|matchday|report|preview|president’s|signs?)(?!\p{L})/iu;
    for (const { edition, region } of ALL_REGIONS) {
      const teamNames = getRegionLeague(edition, region).teams.map((team) => team.name);
      for (const post of createDemoPosts(edition, region, DEMO_CMS_EPOCH).filter((candidate) => candidate.lang !== 'en')) {
        const text = teamNames.reduce((rest, name) => rest.replaceAll(name, ''), `${post.title} ${post.excerptHtml} ${post.contentHtml}`);
        expect(text.replace(/<[^>]*>/g, ' '), `${post.lang} ${post.key}`).not.toMatch(english);
      }
    }
  });
});

describe('toSlug', () => {
  it('drops accents and punctuation', () => {
    expect(toSlug('Crónica: Jabalíes FC 5-3 Kraken Madrid')).toBe('cronica-jabalies-fc-5-3-kraken-madrid');
  });

  it('percent-encodes other scripts in lowercase, as WordPress stores them', () => {
    expect(toSlug('تقرير الجولة 3')).toBe(`${encodeURIComponent('تقرير').toLowerCase()}-${encodeURIComponent('الجولة').toLowerCase()}-3`);
  });
});
