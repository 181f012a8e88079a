import { upgradeCmsUrl, upgradeCmsUrlsInHtml } from './cms-host';
import { toExternalSource } from './external-source';
import type { WpPost } from './schemas';
import { sanitizePostHtml, toPlainText, toSafeImageUrl } from './sanitize';
import type { NewsImage, NewsImageSize, NewsPost } from './types';
import { isWrittenExcerpt } from './standfirst';
import { toIsoTime, toSummary } from './wp-fields';

/** Where the post was read from: the CMS's own host, whose http:// addresses are upgraded. */
export type ReshapeOptions = { cmsHost?: string };

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

type Dimensions = { width: number; height: number };

/**
 * Whether a size has the picture's proportions, as WordPress's own srcset decides: its width,
 * scaled from the picture, gives its height within a pixel. Hard crops (the 150×150 thumbnail) do not.
 */
function hasProportions(size: Dimensions, picture: Dimensions | undefined): boolean {
  return !picture || Math.abs(Math.round((size.width * picture.height) / picture.width) - size.height) <= 1;
}

function toSizes(sizes: readonly (Dimensions & { source_url: string })[] | undefined, picture: Dimensions | undefined, cmsHost: string | undefined): NewsImageSize[] {
  const seen = new Set<number>();
  return (sizes ?? [])
    .flatMap((size) => {
      const url = toSafeImageUrl(upgradeCmsUrl(size.source_url, cmsHost));
      return url && hasProportions(size, picture) ? [{ url, width: size.width, height: size.height }] : [];
    })
    .sort((a, b) => a.width - b.width)
    .filter((size) => !seen.has(size.width) && seen.add(size.width));
}

function toImage(post: WpPost, cmsHost: string | undefined): NewsImage | undefined {
  const media = post._embedded?.['wp:featuredmedia']?.[0];
  const url = media ? toSafeImageUrl(upgradeCmsUrl(media.source_url, cmsHost)) : undefined;
  if (!media || !url) return undefined;
  const { width, height } = media.media_details ?? {};
  const caption = media.caption ? toPlainText(media.caption.rendered) : '';
  // Without the picture's own dimensions, its largest size stands for its proportions.
  const largest = [...(media.media_details?.sizes ?? [])].sort((a, b) => b.width - a.width)[0];
  const picture = width !== undefined && height !== undefined ? { width, height } : largest;
  const sizes = toSizes(media.media_details?.sizes, picture, cmsHost);
  return {
    url,
    alt: toPlainText(media.alt_text),
    ...(width !== undefined && { width }),
    ...(height !== undefined && { height }),
    ...(caption && { caption }),
    ...(sizes.length > 0 && { sizes }),
  };
}

/**
 * A WordPress post as the site shows it; undefined when it has no usable date, or is protected by
 * a password (WordPress lists it with an empty body: it cannot be read here).
 */
export function reshapePost(post: WpPost, { cmsHost }: ReshapeOptions = {}): NewsPost | undefined {
  const date = toIsoTime(post.date_gmt, post.date);
  if (!date || post.content.protected) return undefined;
  const modified = toIsoTime(post.modified_gmt, post.modified);
  const authorName = toPlainText(post._embedded?.author?.[0]?.name ?? '');
  const image = toImage(post, cmsHost);
  const html = sanitizePostHtml(upgradeCmsUrlsInHtml(post.content.rendered, cmsHost));
  const source = toExternalSource(post, cmsHost);
  const excerpt = toSummary(post.excerpt.rendered, post.content.rendered, SUMMARY_LENGTH);
  const standfirst = isWrittenExcerpt(post.excerpt.rendered, post.content.rendered) ? excerpt : undefined;
  return {
    id: post.id,
    slug: post.slug,
    title: toPlainText(post.title.rendered),
    excerpt,
    ...(standfirst ? { standfirst } : {}),
    html,
    date,
    ...(modified && modified > date ? { modified } : {}),
    ...(post.lang && /^[a-z]{2}$/.test(post.lang) ? { lang: post.lang } : {}),
    ...(authorName ? { authorName } : {}),
    ...(image ? { image } : {}),
    categories: post.categories,
    teamIds: (post.acf?.team_ids ?? []).slice(0, MAX_TAGGED),
    playerIds: (post.acf?.player_ids ?? []).slice(0, MAX_TAGGED),
    ...source,
    readingMinutes: toReadingMinutes(toPlainText(html)),
  };
}

export function reshapePosts(posts: readonly WpPost[], options: ReshapeOptions = {}): NewsPost[] {
  return posts.flatMap((post) => reshapePost(post, options) ?? []);
}
