import type { LocaleCode } from '../../config/locales';
import type { Region } from '../../config/regions';
import type { NewsPost } from '../../lib/cms';
import type { Translate } from '../../lib/i18n/intl';
import { postPath, type ArticleContext } from '../../lib/news';
import { NewsCard } from './news-card';

type ArticleLinksProps = { context: ArticleContext; region: Region; lang: LocaleCode; t: Translate };

function StoryLink({ post, label, rel, region, lang }: { post: NewsPost; label: string; rel: 'prev' | 'next'; region: Region; lang: LocaleCode }) {
  const href = postPath(region, lang, post.slug);
  if (!href) return null;
  return (
    <a className={`article-nav__link article-nav__link--${rel}`} href={href} rel={rel}>
      <span className="article-nav__label">{label}</span>
      <span className="article-nav__title">{post.title}</span>
    </a>
  );
}

/** Around a story: who it names, the stories before and after it, and more from its category. */
export function ArticleLinks({ context, region, lang, t }: ArticleLinksProps) {
  const { teams, players, previous, next, related } = context;
  const tagged = [...teams, ...players];
  return (
    <>
      {tagged.length > 0 && (
        <section className="article-tags" aria-labelledby="article-tags-heading">
          <h2 id="article-tags-heading">{t('article.tagged')}</h2>
          <ul className="article-tags__list">
            {tagged.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.name}</a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {(previous || next) && (
        <nav className="article-nav" aria-label={t('article.related')}>
          {previous && <StoryLink post={previous} label={t('article.previous')} rel="prev" region={region} lang={lang} />}
          {next && <StoryLink post={next} label={t('article.next')} rel="next" region={region} lang={lang} />}
        </nav>
      )}
      {related.length > 0 && (
        <section aria-labelledby="article-related-heading">
          <h2 id="article-related-heading">{t('article.related')}</h2>
          <div className="news-grid">
            {related.map((post) => (
              <NewsCard key={post.id} post={post} href={postPath(region, lang, post.slug)} lang={lang} timeZone={region.timeZone} t={t} />
            ))}
          </div>
        </section>
      )}
    </>
  );
}
