// How a page about one thing is shared: a story is an article with its own picture and summary;
// other pages keep the region's share image and their route's description.
import type { PageEntity } from '../page/page-entity';

export type ShareCard = {
  type: 'website' | 'article';
  /** An absolute or site-relative picture with its size, when the entity has its own. */
  image?: { url: string; width?: number; height?: number; alt?: string };
  description?: string;
  publishedTime?: string;
  modifiedTime?: string;
};

export function entityShareCard(entity: PageEntity | undefined): ShareCard {
  // A shared squad or team is described by its players and ratings, in the preview as on the page.
  if (entity?.kind === 'simulator' && entity.shared) return { type: 'website', description: entity.shared.description };
  if (entity?.kind !== 'post') return { type: 'website' };
  const { post } = entity;
  return {
    type: 'article',
    ...(post.image && { image: { url: post.image.url, width: post.image.width, height: post.image.height, alt: post.image.alt } }),
    ...(post.excerpt && { description: post.excerpt }),
    publishedTime: post.date,
    ...(post.modified && { modifiedTime: post.modified }),
  };
}
