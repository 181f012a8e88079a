// A region's news as RSS 2.0 (with the atom self link and content:encoded the RSS advisory board
// recommends): absolute links, RFC 822 dates, and a guid that stays the story's however it is renamed.
import type { NewsPost } from '../cms/types';

export type FeedOptions = {
  title: string;
  description: string;
  /** The listing's absolute address. */
  link: string;
  /** The feed's own absolute address. */
  self: string;
  language: string;
  /** The CMS's own address for a story id, stable across slug changes. */
  guidOf: (post: NewsPost) => string;
  /** The story's absolute address on this site. */
  linkOf: (post: NewsPost) => string | undefined;
  ttlMinutes: number;
};

// Characters XML 1.0 does not allow anywhere, escaped or not: one of them makes the whole feed unreadable.
const XML_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

const escapeXml = (text: string) =>
  text
    .replace(XML_FORBIDDEN, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

// CDATA cannot hold its own terminator; split it where it appears.
const cdata = (html: string) => `<![CDATA[${html.replace(XML_FORBIDDEN, '').replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;

export function toRfc822(iso: string): string {
  return new Date(iso).toUTCString().replace('GMT', '+0000');
}

const IMAGE_TYPES: Readonly<Record<string, string>> = { svg: 'image/svg+xml', png: 'image/png', webp: 'image/webp', avif: 'image/avif', gif: 'image/gif' };

// RSS 2.0 wants the enclosure's full address; the CMS may give a picture on the site itself as a path.
function enclosure(url: string, base: string): string {
  const absolute = new URL(url, base).href;
  const extension = /\.(\w+)$/.exec(new URL(absolute).pathname)?.[1]?.toLowerCase() ?? '';
  const type = IMAGE_TYPES[extension] ?? 'image/jpeg';
  return `<enclosure url="${escapeXml(absolute)}" length="0" type="${type}"/>`;
}

export function buildRssFeed(posts: readonly NewsPost[], options: FeedOptions): string {
  const items = posts.flatMap((post) => {
    const link = options.linkOf(post);
    if (!link) return [];
    return [
      [
        '<item>',
        `<title>${escapeXml(post.title)}</title>`,
        `<link>${escapeXml(link)}</link>`,
        `<guid isPermaLink="false">${escapeXml(options.guidOf(post))}</guid>`,
        `<pubDate>${toRfc822(post.date)}</pubDate>`,
        post.authorName ? `<dc:creator>${escapeXml(post.authorName)}</dc:creator>` : '',
        `<description>${escapeXml(post.excerpt)}</description>`,
        `<content:encoded>${cdata(post.html)}</content:encoded>`,
        post.image ? enclosure(post.image.url, options.link) : '',
        '</item>',
      ].filter(Boolean).join(''),
    ];
  });
  const newest = posts[0]?.date;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    `<title>${escapeXml(options.title)}</title>`,
    `<link>${escapeXml(options.link)}</link>`,
    `<atom:link href="${escapeXml(options.self)}" rel="self" type="application/rss+xml"/>`,
    `<description>${escapeXml(options.description)}</description>`,
    `<language>${escapeXml(options.language)}</language>`,
    newest ? `<lastBuildDate>${toRfc822(newest)}</lastBuildDate>` : '',
    `<ttl>${options.ttlMinutes}</ttl>`,
    ...items,
    '</channel>',
    '</rss>',
  ].filter(Boolean).join('\n');
}
