import type { NewsPost } from '../../lib/cms';
import type { Translate } from '../../lib/i18n/intl';

type ExternalShelfProps = { posts: readonly NewsPost[]; t: Translate };

/**
 * Stories the league publishes elsewhere. Only addresses the external-link guard let through
 * (an allowed https host) become links; the rest are left out.
 */
export function ExternalShelf({ posts, t }: ExternalShelfProps) {
  const linked = posts.filter((post) => post.externalUrl);
  if (linked.length === 0) return null;
  return (
    <section className="news-shelf" aria-labelledby="news-shelf-heading">
      <h2 id="news-shelf-heading">{t('news.external.heading')}</h2>
      <ul className="news-shelf__list">
        {linked.map((post) => (
          <li key={post.id} className="news-shelf__item">
            <a href={post.externalUrl} rel="noopener noreferrer external" target="_blank">
              {post.title}
              <span className="visually-hidden"> ({t('news.external.note')})</span>
              <span aria-hidden="true" className="news-shelf__arrow">↗</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
