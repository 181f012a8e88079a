import { toSafeExternalUrl } from '../navigation/safe-url';
import type { WpPost } from './schemas';
import { sanitizePostHtml, toPlainText, toSafeImageUrl } from './sanitize';
import type { NewsImage, NewsImageSize, NewsPost } from './types';
import { toIsoTime, toSummary } from './wp-fields';

/** Characters of the article kept as its summary when the CMS sends no excerpt. */
const SUMMARY_LENGTH = 200;
/** Words an average reader reads in a minute. */
const WORDS_PER_MINUTE = 220;
/** Most ids a story may tag; more is a broken CMS, not a story. */
const MAX_TAGGED = 24;

function toReadingMinutes(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

function toSizes(sizes: readonly { source_url: string; width: number; height: number }[] | undefined): NewsImageSize[] {
  const seen = new Set<number>();
  return (sizes ?? [])
    .flatMap((size) => {
      const url = toSafeImageUrl(size.source_url);
      return url ? [{ url, width: size.width, height: size.height }] : [];
    })
    .sort((a, b) => a.width - b.width)
    .filter((size) => !seen.has(size.width) && seen.add(size.width));
}

function toImage(post: WpPost): NewsImage | undefined {
  const media = post._embedded?.['wp:featuredmedia']?.[0];
  const url = media ? toSafeImageUrl(media.source_url) : undefined;
  if (!media || !url) return undefined;
  const { width, height } = media.media_details ?? {};
  const caption = media.caption ? toPlainText(media.caption.rendered) : '';
  const sizes = toSizes(media.media_details?.sizes);
  return {
    url,
    alt: toPlainText(media.alt_text),
    ...(width !== undefined && { width }),
    ...(height !== undefined && { height }),
    ...(caption && { caption }),
    ...(sizes.length > 0 && { sizes }),
  };
}

/** A WordPress post as the site shows it; undefined when it has no usable date. */
export function reshapePost(post: WpPost): NewsPost | undefined {
  const date = toIsoTime(post.date_gmt, post.date);
  if (!date) return undefined;
  const modified = toIsoTime(post.modified_gmt, post.modified);
  const authorName = toPlainText(post._embedded?.author?.[0]?.name ?? '');
  const image = toImage(post);
  const html = sanitizePostHtml(post.content.rendered);
  const externalUrl = post.acf?.external_url ? toSafeExternalUrl(post.acf.external_url) : undefined;
  return {
    id: post.id,
    slug: post.slug,
    title: toPlainText(post.title.rendered),
    excerpt: toSummary(post.excerpt.rendered, post.content.rendered, SUMMARY_LENGTH),
    html,
    date,
    ...(modified && modified > date ? { modified } : {}),
    ...(post.lang && /^[a-z]{2}$/.test(post.lang) ? { lang: post.lang } : {}),
    ...(authorName ? { authorName } : {}),
    ...(image ? { image } : {}),
    categories: post.categories,
    teamIds: (post.acf?.team_ids ?? []).slice(0, MAX_TAGGED),
    playerIds: (post.acf?.player_ids ?? []).slice(0, MAX_TAGGED),
    ...(externalUrl ? { externalUrl } : {}),
    readingMinutes: toReadingMinutes(toPlainText(html)),
  };
}

export function reshapePosts(posts: readonly WpPost[]): NewsPost[] {
  return posts.flatMap((post) => reshapePost(post) ?? []);
}
