// A demo post in the shape of WordPress's REST answer (wp/v2/posts with _embed), dated at request time.
import type { DemoPost } from './posts';
import { toRenderedText } from './write-html';

/** "2026-03-01T18:30:00" in a time zone, the way WordPress writes local and GMT times. */
function toWordPressTime(time: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(time));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}`;
}

function avatarUrls(authorId: number): Record<string, string> {
  const url = (size: number) => `https://secure.gravatar.com/avatar/demo-${authorId}?s=${size}&d=mm&r=g`;
  return { '24': url(24), '48': url(48), '96': url(96) };
}

/**
 * The post as WordPress would send it. `shift` moves the publication time so that the demo's
 * fixed epoch lands on "now"; `cmsBase` is where the post would live.
 */
export function toWordPressJson(post: DemoPost, options: { shift: number; timeZone: string; cmsBase: string }) {
  const published = post.publishedAt + options.shift;
  const local = toWordPressTime(published, options.timeZone);
  const gmt = toWordPressTime(published, 'UTC');
  const link = `${options.cmsBase}/${post.slug}/`;
  return {
    id: post.id,
    date: local,
    date_gmt: gmt,
    guid: { rendered: `${options.cmsBase}/?p=${post.id}` },
    modified: local,
    modified_gmt: gmt,
    slug: post.slug,
    status: 'publish',
    type: 'post',
    link,
    title: { rendered: toRenderedText(post.title) },
    content: { rendered: post.contentHtml, protected: false },
    excerpt: { rendered: post.excerptHtml, protected: false },
    author: post.author.id,
    featured_media: post.image.id,
    comment_status: 'closed',
    ping_status: 'closed',
    sticky: false,
    format: 'standard',
    meta: { footnotes: '' },
    categories: post.categories,
    tags: [],
    lang: post.lang,
    _embedded: {
      author: [{ id: post.author.id, name: post.author.name, url: '', description: '', link: `${options.cmsBase}/author/${post.author.id}/`, slug: `author-${post.author.id}`, avatar_urls: avatarUrls(post.author.id) }],
      'wp:featuredmedia': [
        {
          id: post.image.id,
          date: local,
          slug: `image-${post.image.id}`,
          type: 'attachment',
          alt_text: post.image.alt,
          media_type: 'image',
          mime_type: 'image/jpeg',
          media_details: { width: post.image.width, height: post.image.height, file: post.image.url.slice(1), sizes: {} },
          source_url: post.image.url,
        },
      ],
    },
  };
}
