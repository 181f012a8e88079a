import type { NewsPost } from '../../lib/cms';
import type { Translate } from '../../lib/i18n/intl';

type ExternalShelfProps = {
  posts: readonly NewsPost[];
  /** The story's own page on this site, for a post that names no source elsewhere. */
  storyHref: (post: NewsPost) => string | undefined;
  t: Translate;
};

/**
 * Stories the league publishes elsewhere. Only addresses the external-link guard lets through (a
 * named https host) open elsewhere; a post whose source it refuses, or that names no other site,
 * opens its own story here: a story filed on the shelf is never left out.
 */
export function ExternalShelf({ posts, storyHref, t }: ExternalShelfProps) {
  const shelved = posts.flatMap((post) => {
    if (post.externalUrl) return [{ post, href: post.externalUrl, elsewhere: true }];
    const href = storyHref(post);
    return href ? [{ post, href, elsewhere: false }] : [];
  });
  if (shelved.length === 0) return null;
  return (
    <section className="news-shelf" aria-labelledby="news-shelf-heading">
      <h2 id="news-shelf-heading">{t('news.external.heading')}</h2>
      <ul className="news-shelf__list">
        {shelved.map(({ post, href, elsewhere }) => (
          <li key={post.id} className="news-shelf__item">
            {elsewhere ? (
              <a href={href} rel="noopener noreferrer external" target="_blank">
                {post.title}
                <span className="visually-hidden"> ({t('news.external.note')})</span>
                <span aria-hidden="true" className="news-shelf__arrow">↗</span>
              </a>
            ) : (
              <a href={href}>{post.title}</a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
