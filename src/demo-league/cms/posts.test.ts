import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EDITION_IDS } from '../../config/editions';
import { getRegions } from '../../config/regions';
import { sanitizePostHtml } from '../../lib/cms/sanitize';
import { DEMO_CMS_EPOCH } from './index';
import { createDemoPosts, toSlug } from './posts';

const ALL_REGIONS = EDITION_IDS.flatMap((edition) => getRegions(edition).map((region) => ({ edition, region, name: `${edition}/${region.slug}` })));

describe('createDemoPosts', () => {
  it('writes the same posts on every run', () => {
    for (const { edition, region } of ALL_REGIONS) {
      expect(createDemoPosts(edition, region, DEMO_CMS_EPOCH)).toEqual(createDemoPosts(edition, region, DEMO_CMS_EPOCH));
    }
  });

  it.each(ALL_REGIONS)('writes a dozen distinct posts for $name in its news languages', ({ edition, region }) => {
    const posts = createDemoPosts(edition, region, DEMO_CMS_EPOCH);
    expect(posts).toHaveLength(12);
    expect(new Set(posts.map((post) => post.slug)).size).toBe(12);
    expect(new Set(posts.map((post) => post.id)).size).toBe(12);
    const languages = region.newsLanguages.length > 0 ? region.newsLanguages : ['es'];
    expect(new Set(posts.map((post) => post.lang))).toEqual(new Set(languages));
  });

  it.each(ALL_REGIONS)('files $name posts under its own categories', ({ edition, region }) => {
    const posts = createDemoPosts(edition, region, DEMO_CMS_EPOCH);
    const { general, featured, external } = region.cmsCategories;
    for (const post of posts) expect([general, featured, external]).toEqual(expect.arrayContaining([...post.categories]));
    for (const category of [general, featured, external]) expect(posts.some((post) => post.categories.includes(category))).toBe(true);
  });

  it('dates posts newest first, the newest a few hours before the epoch', () => {
    for (const { edition, region } of ALL_REGIONS) {
      const times = createDemoPosts(edition, region, DEMO_CMS_EPOCH).map((post) => post.publishedAt);
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      const newestAge = DEMO_CMS_EPOCH - (times[0] ?? 0);
      expect(newestAge).toBeGreaterThanOrEqual(2 * 3600_000);
      expect(newestAge).toBeLessThanOrEqual(5 * 3600_000);
    }
  });

  it('uses only the site’s own share images, which exist', () => {
    for (const { edition, region } of ALL_REGIONS) {
      const posts = createDemoPosts(edition, region, DEMO_CMS_EPOCH);
      for (const post of posts) expect(existsSync(`public${post.image.url}`)).toBe(true);
      // src="x" is the hostile post's broken image, there to be disarmed rather than shown.
      const inline = posts.flatMap((post) => [...post.contentHtml.matchAll(/<img[^>]* src="([^"]+)"/g)].map(([, src]) => src!)).filter((src) => src !== 'x');
      expect(inline.length, `${edition}/${region.slug}`).toBeGreaterThan(0);
      for (const src of inline) expect(existsSync(`public${src}`), src).toBe(true);
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
});

describe('toSlug', () => {
  it('drops accents and punctuation', () => {
    expect(toSlug('Crónica: Jabalíes FC 5-3 Kraken Madrid')).toBe('cronica-jabalies-fc-5-3-kraken-madrid');
  });

  it('percent-encodes other scripts in lowercase, as WordPress stores them', () => {
    expect(toSlug('تقرير الجولة 3')).toBe(`${encodeURIComponent('تقرير').toLowerCase()}-${encodeURIComponent('الجولة').toLowerCase()}-3`);
  });
});
