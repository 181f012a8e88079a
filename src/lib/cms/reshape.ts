import type { WpPost } from './schemas';
import { sanitizePostHtml, toPlainText, toSafeImageUrl } from './sanitize';
import type { NewsImage, NewsPost } from './types';

/** Characters of the article kept as its summary when the CMS sends no excerpt. */
const SUMMARY_LENGTH = 200;

// WordPress writes GMT times without a zone ("2025-03-01T18:30:00"); `date` is the CMS's local time, a last resort.
function toIsoDate(post: WpPost): string | undefined {
  for (const value of [post.date_gmt, post.date]) {
    if (!value) continue;
    const time = Date.parse(/(Z|[+-]\d\d:?\d\d)$/.test(value) ? value : `${value}Z`);
    if (Number.isFinite(time)) return new Date(time).toISOString();
  }
  return undefined;
}

function toSummary(excerptHtml: string, contentHtml: string): string {
  // WordPress ends a cut excerpt with " [&hellip;]".
  const excerpt = toPlainText(excerptHtml).replace(/\s*\[…\]$/, '…');
  if (excerpt) return excerpt;
  const text = toPlainText(contentHtml);
  if (text.length <= SUMMARY_LENGTH) return text;
  const cut = text.slice(0, SUMMARY_LENGTH);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), SUMMARY_LENGTH / 2)).trimEnd()}…`;
}

function toImage(post: WpPost): NewsImage | undefined {
  const media = post._embedded?.['wp:featuredmedia']?.[0];
  const url = media ? toSafeImageUrl(media.source_url) : undefined;
  if (!media || !url) return undefined;
  const { width, height } = media.media_details ?? {};
  return {
    url,
    alt: media.alt_text.replace(/\s+/g, ' ').trim(),
    ...(width !== undefined && { width }),
    ...(height !== undefined && { height }),
  };
}

/** A WordPress post as the site shows it; undefined when it has no usable date. */
export function reshapePost(post: WpPost): NewsPost | undefined {
  const date = toIsoDate(post);
  if (!date) return undefined;
  const authorName = post._embedded?.author?.[0]?.name.trim();
  const image = toImage(post);
  return {
    id: post.id,
    slug: post.slug,
    title: toPlainText(post.title.rendered),
    excerpt: toSummary(post.excerpt.rendered, post.content.rendered),
    html: sanitizePostHtml(post.content.rendered),
    date,
    ...(authorName ? { authorName } : {}),
    ...(image ? { image } : {}),
    categories: post.categories,
  };
}

export function reshapePosts(posts: readonly WpPost[]): NewsPost[] {
  return posts.flatMap((post) => reshapePost(post) ?? []);
}
