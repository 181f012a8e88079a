import { getLocale } from '../../config/locales';
import type { NewsPost } from '../../lib/cms';
import { postPath } from '../../lib/news';
import { NewsPicture } from '../news/news-picture';
import type { ShellProps } from '../../lib/page/page-types';

type NewsTeaserProps = { shell: ShellProps; newsHref: string; posts: Promise<readonly NewsPost[]> | undefined };

/** The region's three latest posts, each with its picture. Rendered only where the news page exists in this language. */
export async function NewsTeaser({ shell, newsHref, posts: loading }: NewsTeaserProps) {
  const { region, lang, t } = shell;
  if (!region || !loading) return null;
  const posts = await loading;
  const dateFormat = new Intl.DateTimeFormat(getLocale(lang).tag, { day: 'numeric', month: 'long', timeZone: region.timeZone });
  return (
    <>
      {posts.length === 0 ? (
        <p className="empty-state">{t('home.news.empty')}</p>
      ) : (
        <ul className="news-teaser">
          {posts.map((post) => {
            const href = postPath(region, lang, post.slug);
            return (
              <li key={post.id} className="news-teaser__item">
                {post.image && <NewsPicture image={post.image} className="news-teaser__picture" sizes="(min-width: 56rem) 10rem, 7rem" />}
                <span className="news-teaser__text">
                  {href ? <a href={href}>{post.title}</a> : <span>{post.title}</span>}
                  <time className="news-teaser__date" dateTime={post.date}>{dateFormat.format(new Date(post.date))}</time>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <p className="home-section__more"><a href={newsHref}>{t('home.news.link')}</a></p>
    </>
  );
}
