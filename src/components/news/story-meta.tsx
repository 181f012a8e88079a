import type { LocaleCode } from '../../config/locales';
import type { NewsPost } from '../../lib/cms';
import type { Translate } from '../../lib/i18n/intl';
import { formatStoryDate } from '../../lib/news';

type StoryMetaProps = { post: NewsPost; lang: LocaleCode; timeZone: string; t: Translate };

/** When a story was published, in the region's zone and the visitor's language, and how long it reads. */
export function StoryMeta({ post, lang, timeZone, t }: StoryMetaProps) {
  return (
    <p className="story-meta">
      <time dateTime={post.date}>{formatStoryDate(post.date, lang, timeZone)}</time>
      <span aria-hidden="true"> · </span>
      <span>{t('news.readingTime', { minutes: post.readingMinutes })}</span>
    </p>
  );
}
