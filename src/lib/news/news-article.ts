// schema.org NewsArticle for a story (Google's article guidelines: headline, image, dates, author, publisher).
import type { Edition } from '../../config/editions';
import type { NewsPost } from '../cms/types';

type ArticleOptions = { post: NewsPost; url: string; origin: string; edition: Edition; fallbackImage: string };

export function buildNewsArticle({ post, url, origin, edition, fallbackImage }: ArticleOptions) {
  const image = new URL(post.image?.url ?? fallbackImage, origin).toString();
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    headline: post.title.slice(0, 110),
    description: post.excerpt,
    image: [image],
    datePublished: post.date,
    dateModified: post.modified ?? post.date,
    ...(post.lang && { inLanguage: post.lang }),
    author: post.authorName ? { '@type': 'Person', name: post.authorName } : { '@type': 'Organization', name: edition.siteTitle, url: origin },
    publisher: {
      '@type': 'Organization',
      name: edition.siteTitle,
      url: origin,
      logo: { '@type': 'ImageObject', url: new URL(edition.logo, origin).toString() },
    },
  };
}
