import type { LocaleCode } from '../../config/locales';
import type { NewsPost } from '../../lib/cms';
import type { Translate } from '../../lib/i18n/intl';
import { NewsPicture } from './news-picture';
import { StoryMeta } from './story-meta';

type NewsCardProps = {
  post: NewsPost;
  href: string | undefined;
  lang: LocaleCode;
  timeZone: string;
  t: Translate;
  /** The lead story: drawn wide, its picture loaded first. */
  lead?: boolean;
  /** The heading level the card's title takes in the page's outline. */
  level?: 'h2' | 'h3';
};

/** One story in a list: picture, title (the link), summary and date. */
export function NewsCard({ post, href, lang, timeZone, t, lead = false, level = 'h3' }: NewsCardProps) {
  const Heading = level;
  return (
    <article className={lead ? 'news-card news-card--lead' : 'news-card'}>
      {post.image && (
        <NewsPicture
          image={post.image}
          className="news-card__picture"
          sizes={lead ? '(min-width: 72rem) 72rem, 100vw' : '(min-width: 60rem) 22rem, (min-width: 36rem) 45vw, 100vw'}
          priority={lead}
        />
      )}
      <div className="news-card__text">
        <Heading className="news-card__title">{href ? <a href={href}>{post.title}</a> : post.title}</Heading>
        {post.excerpt && <p className="news-card__excerpt">{post.excerpt}</p>}
        <StoryMeta post={post} lang={lang} timeZone={timeZone} t={t} />
      </div>
    </article>
  );
}
