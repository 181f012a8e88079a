// A demo post in the shape of WordPress's REST answer (wp/v2/posts with _embed, Polylang's `lang`
// and `translations`, ACF's fields), dated at request time.
import { toMediaJson, UPLOADS_PATH } from './media';
import type { DemoPost } from './posts';
import { toRenderedText } from './write-html';
import { UPLOADS_TOKEN } from './write-stories';

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** "2026-03-01T18:30:00" in a time zone, the way WordPress writes local and GMT times. */
function toWordPressTime(time: number, timeZone: string): string {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
    });
    wallClocks.set(timeZone, format);
  }
  const parts = format.formatToParts(new Date(time));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}`;
}

/** The post as WordPress would send it; `cmsBase` is the address the request reached the CMS at. */
export function toWordPressJson(post: DemoPost, options: { timeZone: string; cmsBase: string }) {
  const { cmsBase, timeZone } = options;
  const date = toWordPressTime(post.publishedAt, timeZone);
  const dateGmt = toWordPressTime(post.publishedAt, 'UTC');
  // An external story's permalink is the address it opens, as link-redirect plugins rewrite it.
  const link = post.externalUrl ?? `${cmsBase}/${post.slug}/`;
  return {
    id: post.id,
    date,
    date_gmt: dateGmt,
    guid: { rendered: `${cmsBase}/?p=${post.id}` },
    modified: toWordPressTime(post.modifiedAt, timeZone),
    modified_gmt: toWordPressTime(post.modifiedAt, 'UTC'),
    slug: post.slug,
    status: 'publish',
    type: 'post',
    link,
    title: { rendered: toRenderedText(post.title) },
    content: { rendered: post.contentHtml.replaceAll(UPLOADS_TOKEN, `${cmsBase}${UPLOADS_PATH}`), protected: false },
    excerpt: { rendered: post.excerptHtml, protected: false },
    author: post.author.id,
    featured_media: post.image.id,
    comment_status: 'closed',
    ping_status: 'closed',
    sticky: false,
    format: post.kind === 'highlights' ? 'video' : 'standard',
    meta: { footnotes: '' },
    categories: post.categories,
    tags: [],
    lang: post.lang,
    translations: post.translations,
    acf: {
      team_ids: post.teamIds,
      player_ids: post.playerIds,
      ...(post.externalUrl ? { external_url: post.externalUrl } : {}),
    },
    _embedded: {
      // Avatars are switched off (WordPress then sends no avatar_urls), so no picture comes from elsewhere.
      author: [{ id: post.author.id, name: post.author.name, url: '', description: '', link: `${cmsBase}/author/${post.author.id}/`, slug: `author-${post.author.id}` }],
      'wp:featuredmedia': [toMediaJson(post.image, { cmsBase, date, dateGmt, authorId: post.author.id, postId: post.id })],
    },
  };
}
