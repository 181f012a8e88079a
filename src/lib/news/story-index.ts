// A region's stories, for crawlers: the news pages carry no canonical or alternates of their own
// (section 2), so the sitemap is how stories are found.
import type { Region } from '../../config/regions';
import type { CmsApi } from '../cms';
import { postPath } from './story-paths';

export type IndexedStory = { path: string; lastModified: string };

/** Stories a region lists per language in the sitemap at most. */
const STORIES_PER_LANGUAGE = 500;

/** Every story of the region in each language it writes news in, newest first. */
export async function listRegionStories(cms: CmsApi, region: Region): Promise<IndexedStory[]> {
  const lists = await Promise.all(
    region.newsLanguages.map(async (lang) => {
      const { posts } = await cms.listRecentPosts(region, lang, STORIES_PER_LANGUAGE);
      return posts.flatMap((post) => {
        const path = postPath(region, lang, post.slug);
        return path ? [{ path, lastModified: post.modified ?? post.date }] : [];
      });
    }),
  );
  return lists.flat();
}
