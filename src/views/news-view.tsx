import { Stylesheet } from '../components/stylesheet';
import { ExternalShelf } from '../components/news/external-shelf';
import { NewsCard } from '../components/news/news-card';
import { PageIntro } from '../components/shell/page-intro';
import { TablePager } from '../components/stats/table-pager';
import { feedPath, newsPath, postPath } from '../lib/news';
import type { ViewProps } from '../lib/page/page-types';

/**
 * A region's news in the page's language: the featured story leads the first page, then the
 * newest stories twelve a page, the shelf of stories elsewhere, and the feed.
 */
export function NewsView({ shell, resolution, title, description, entity }: ViewProps) {
  const { region, lang, t } = shell;
  if (!region) return null;
  const news = entity?.kind === 'newsList' ? entity : undefined;
  const page = news?.list.page ?? 1;
  const hrefOf = (post: { slug: string }) => postPath(region, lang, post.slug);
  const posts = news?.list.posts ?? [];
  return (
    <>
      <Stylesheet id="news" />
      <PageIntro shell={shell} resolution={resolution} title={title} description={description} />
      {!news ? (
        <p className="empty-state">{t('news.unavailable')}</p>
      ) : (
        <>
          {news.lead && (
            <section aria-labelledby="news-lead-heading" className="news-lead">
              <h2 id="news-lead-heading" className="visually-hidden">{t('news.lead')}</h2>
              <NewsCard post={news.lead} href={hrefOf(news.lead)} lang={lang} timeZone={region.timeZone} t={t} lead />
            </section>
          )}
          <section aria-labelledby="news-latest-heading">
            <h2 id="news-latest-heading">{t('news.latest')}</h2>
            {posts.length === 0 ? (
              <p className="empty-state">{t(news.list.unreachable ? 'news.unavailable' : 'news.empty')}</p>
            ) : (
              <div className="news-grid">
                {posts.map((post, index) => (
                  <NewsCard
                    key={post.id}
                    post={post}
                    href={hrefOf(post)}
                    lang={lang}
                    timeZone={region.timeZone}
                    t={t}
                    // Without a lead, the first story's picture is the page's largest.
                    lead={!news.lead && page === 1 && index === 0}
                  />
                ))}
              </div>
            )}
            {news.list.totalPages !== undefined && (
              <TablePager page={page} pageCount={news.list.totalPages} hrefOf={(target) => newsPath(region, lang, target)} lang={lang} t={t} label={t('news.pager')} />
            )}
          </section>
          <ExternalShelf posts={news.external} storyHref={hrefOf} t={t} />
        </>
      )}
      <p className="news-feed">
        <a href={feedPath(region, lang)} type="application/rss+xml">{t('news.feed')}</a>
      </p>
    </>
  );
}
