import { JsonLd } from '../components/head/json-ld';
import { Stylesheet } from '../components/stylesheet';
import { ArticleLinks } from '../components/news/article-links';
import { NewsPicture } from '../components/news/news-picture';
import { ShareLinks } from '../components/news/share-links';
import { Breadcrumbs } from '../components/shell/breadcrumbs';
import { buildNewsArticle, formatStoryDate, loadArticleContext, newsPath } from '../lib/news';
import type { ViewProps } from '../lib/page/page-types';
import { canonicalUrl } from '../lib/seo/page-links';

/**
 * A story: headline, standfirst, byline and dates, the picture with its caption, the sanitised
 * body, sharing, who it names, and the stories around it.
 */
export async function PostView({ shell, resolution, title, data, entity }: ViewProps) {
  const { region, edition, lang, t, domain, pathname } = shell;
  if (!region) return null;
  if (entity?.kind !== 'post') {
    // The CMS did not answer and no earlier copy stands in: say so calmly, keep the way back.
    return (
      <>
        <Breadcrumbs {...shell} resolution={resolution} />
        <h1>{title}</h1>
        <p className="empty-state">{t('article.unavailable')}</p>
        <p><a href={newsPath(region, lang)}>{t('article.back')}</a></p>
      </>
    );
  }
  const { post } = entity;
  const url = canonicalUrl(domain, pathname);
  const context = await loadArticleContext(data, post, { edition, region, lang });
  const article = buildNewsArticle({ post, url, origin: domain, edition, fallbackImage: region.ogImage });
  return (
    <>
      <Stylesheet id="news" />
      <JsonLd data={article} />
      <Breadcrumbs {...shell} resolution={resolution} current={post.title} />
      <article className="article" lang={post.lang}>
        <header className="article__header">
          <h1 className="article__title">{post.title}</h1>
          {post.standfirst && <p className="article__standfirst">{post.standfirst}</p>}
          <p className="article__byline">
            {post.authorName && <span>{t('article.by', { author: post.authorName })}</span>}
            <span>
              {t('article.published', { date: '' })}
              <time dateTime={post.date}>{formatStoryDate(post.date, lang, region.timeZone, true)}</time>
            </span>
            {post.modified && (
              <span>
                {t('article.updated', { date: '' })}
                <time dateTime={post.modified}>{formatStoryDate(post.modified, lang, region.timeZone, true)}</time>
              </span>
            )}
            <span>{t('news.readingTime', { minutes: post.readingMinutes })}</span>
          </p>
        </header>
        {post.image && (
          <figure className="article__hero">
            <NewsPicture image={post.image} sizes="(min-width: 48rem) 48rem, 100vw" priority />
            {post.image.caption && <figcaption>{post.image.caption}</figcaption>}
          </figure>
        )}
        {/* Sanitised by src/lib/cms/sanitize.ts against the allowlist in src/config/news-html.ts. */}
        <div className="article__body" dangerouslySetInnerHTML={{ __html: post.html }} />
        <ShareLinks url={url} title={post.title} t={t} />
      </article>
      <ArticleLinks context={context} region={region} lang={lang} t={t} />
    </>
  );
}
