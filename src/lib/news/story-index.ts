// Every story of an edition, for crawlers: the news pages carry no canonical or alternates of
// their own (section 2), so the sitemap is how stories are found.
import type { Edition } from '../../config/editions';
import { getRegions } from '../../config/regions';
import type { PageData } from '../page/page-types';
import { postPath } from './story-paths';

export type IndexedStory = { path: string; lastModified: string };

/** Stories a region lists per language in the sitemap at most. */
const STORIES_PER_LANGUAGE = 500;

export async function listEditionStories(data: PageData, edition: Edition): Promise<IndexedStory[]> {
  const lists = await Promise.all(
    getRegions(edition.id).flatMap((region) =>
      region.newsLanguages.map(async (lang) => {
        const { posts } = await data.news.listRecentPosts(region, lang, STORIES_PER_LANGUAGE);
        return posts.flatMap((post) => {
          const path = postPath(region, lang, post.slug);
          return path ? [{ path, lastModified: post.modified ?? post.date }] : [];
        });
      }),
    ),
  );
  return lists.flat();
}
