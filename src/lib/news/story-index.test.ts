import { describe, expect, it } from 'vitest';
import type { LocaleCode } from '../../config/locales';
import { getRegions, type Region } from '../../config/regions';
import type { NewsList, NewsPost } from '../cms/types';
import type { CmsApi } from '../cms';
import { listRegionStories } from './story-index';

function story(id: number, slug: string, date: string, modified?: string): NewsPost {
  return { id, slug, title: slug, excerpt: '', html: '', date, ...(modified && { modified }), categories: [], teamIds: [], playerIds: [], readingMinutes: 1 };
}

/** A CMS that answers `listRecentPosts` from a table keyed `region/lang`, and records what it was asked. */
function fakeNews(stories: Record<string, NewsList>) {
  const asked: string[] = [];
  const news = {
    listRecentPosts: async (region: Region, lang: LocaleCode | undefined, count: number): Promise<NewsList> => {
      asked.push(`${region.slug}/${lang}/${count}`);
      return stories[`${region.slug}/${lang}`] ?? { posts: [], page: 1 };
    },
  } as unknown as CmsApi;
  return { news, asked };
}

const region = (edition: 'kings' | 'queens', slug: string) => getRegions(edition).find((candidate) => candidate.slug === slug)!;
const listEdition = async (news: CmsApi, edition: 'kings' | 'queens') =>
  (await Promise.all(getRegions(edition).map((each) => listRegionStories(news, each)))).flat();

describe('listRegionStories', () => {
  it('asks a region once per language it writes news in, and no other', async () => {
    const { news, asked } = fakeNews({});
    await listEdition(news, 'kings');
    const expected = getRegions('kings').flatMap((region) => region.newsLanguages.map((lang) => `${region.slug}/${lang}/500`));
    expect(asked.sort()).toEqual(expected.sort());
    expect(asked).toContain('mena/ar/500');
    expect(asked).toContain('world-cup/en/500');
    expect(asked.some((call) => call.startsWith('king-of-kings/'))).toBe(false);
  });

  it('gives each story its page and its last change, its publication when it was never changed', async () => {
    const arabic = encodeURIComponent('فوز-كبير').toLowerCase();
    const { news } = fakeNews({
      'espana/es': { posts: [story(1, 'derbi', '2026-03-01T18:30:00.000Z', '2026-03-02T09:00:00.000Z'), story(2, 'previa', '2026-02-27T10:00:00.000Z')], page: 1 },
      'mena/ar': { posts: [story(3, arabic, '2026-03-01T12:00:00.000Z')], page: 1 },
    });
    expect(await listEdition(news, 'kings')).toEqual(
      expect.arrayContaining([
        { path: '/es/espana/noticias/derbi', lastModified: '2026-03-02T09:00:00.000Z' },
        { path: '/es/espana/noticias/previa', lastModified: '2026-02-27T10:00:00.000Z' },
        { path: `/ar/mena/news/${encodeURIComponent('فوز-كبير')}`, lastModified: '2026-03-01T12:00:00.000Z' },
      ]),
    );
  });

  it('leaves out stories whose slug no address can carry, and regions whose CMS did not answer', async () => {
    const { news } = fakeNews({
      'espana/es': { posts: [story(1, 'derbi', '2026-03-01T18:30:00.000Z'), story(2, 'broken-%e0%a4', '2026-03-01T18:00:00.000Z')], page: 1 },
      'italia/it': { posts: [], page: 1, unreachable: true },
    });
    expect(await listEdition(news, 'kings')).toEqual([{ path: '/es/espana/noticias/derbi', lastModified: '2026-03-01T18:30:00.000Z' }]);
  });

  it('lists the region’s own stories', async () => {
    const { news, asked } = fakeNews({ 'americas/es': { posts: [story(9, 'final', '2026-03-01T18:30:00.000Z')], page: 1 } });
    expect(await listRegionStories(news, region('queens', 'americas'))).toEqual([{ path: '/es/americas/noticias/final', lastModified: '2026-03-01T18:30:00.000Z' }]);
    expect(asked).toEqual(['americas/es/500']);
  });
});
