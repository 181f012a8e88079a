// XML the site serves (RSS feeds, the sitemap), checked for well-formedness and read as plain
// objects: attributes as `@name`, text as strings, and repeated elements always as arrays.
import { XMLParser, XMLValidator } from 'fast-xml-parser';

/** Elements that may repeat, read as arrays even when there is one. */
const REPEATED = new Set(['item', 'url', 'sitemap', 'xhtml:link']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  isArray: (name) => REPEATED.has(name),
});

export type XmlNode = { [name: string]: XmlValue };
export type XmlValue = string | XmlNode | XmlValue[];

/** The document as an object; throws with the parser's line and message when it is not well-formed XML. */
export function parseXml(text: string): XmlNode {
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw new Error(`not well-formed XML: ${valid.err.msg} (line ${valid.err.line}, column ${valid.err.col})`);
  return parser.parse(text) as XmlNode;
}

export type FeedItem = {
  title: string;
  link: string;
  guid: string;
  guidIsPermaLink: string | undefined;
  pubDate: string;
  description: string;
  creator: string | undefined;
  content: string;
  enclosure: { url: string; type: string } | undefined;
};

export type Feed = {
  version: string;
  title: string;
  link: string;
  /** The atom:link rel="self". */
  self: { href: string; rel: string; type: string } | undefined;
  language: string;
  lastBuildDate: string | undefined;
  items: FeedItem[];
};

const text = (value: XmlValue | undefined): string => {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(text).join('');
  return String(value['#text'] ?? '');
};
const node = (value: XmlValue | undefined): XmlNode => (value && typeof value === 'object' && !Array.isArray(value) ? value : {});

/** An RSS 2.0 document as its channel and items; throws when it is not well-formed. */
export function parseRss(xml: string): Feed {
  const rss = node(parseXml(xml).rss);
  const channel = node(rss.channel);
  const self = node(channel['atom:link']);
  const items = (Array.isArray(channel.item) ? channel.item : []).map((raw): FeedItem => {
    const item = node(raw);
    const guid = item.guid;
    const enclosure = node(item.enclosure);
    return {
      title: text(item.title),
      link: text(item.link),
      guid: text(guid),
      guidIsPermaLink: typeof guid === 'object' ? text(node(guid)['@isPermaLink']) || undefined : undefined,
      pubDate: text(item.pubDate),
      description: text(item.description),
      creator: item['dc:creator'] === undefined ? undefined : text(item['dc:creator']),
      content: text(item['content:encoded']),
      enclosure: item.enclosure === undefined ? undefined : { url: text(enclosure['@url']), type: text(enclosure['@type']) },
    };
  });
  return {
    version: text(rss['@version']),
    title: text(channel.title),
    link: text(channel.link),
    self: channel['atom:link'] === undefined ? undefined : { href: text(self['@href']), rel: text(self['@rel']), type: text(self['@type']) },
    language: text(channel.language),
    lastBuildDate: channel.lastBuildDate === undefined ? undefined : text(channel.lastBuildDate),
    items,
  };
}

/** RFC 822 as RSS 2.0 uses it, with a four-digit year: `Sun, 01 Mar 2026 18:30:00 +0000`. */
export const RFC_822 = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} (\+0000|GMT|[+-]\d{4})$/;

export type SitemapUrl = { loc: string; lastmod?: string; alternates: { hreflang: string; href: string }[] };

/** A sitemap's addresses with their last change and language versions; throws when it is not well-formed. */
export function parseUrlset(xml: string): SitemapUrl[] {
  const urlset = node(parseXml(xml).urlset);
  const urls = Array.isArray(urlset.url) ? urlset.url : [];
  return urls.map((raw) => {
    const url = node(raw);
    const links = Array.isArray(url['xhtml:link']) ? url['xhtml:link'] : [];
    return {
      loc: text(url.loc),
      ...(url.lastmod !== undefined && { lastmod: text(url.lastmod) }),
      alternates: links.map((link) => ({ hreflang: text(node(link)['@hreflang']), href: text(node(link)['@href']) })),
    };
  });
}

/** The addresses of a sitemap index's children; throws when it is not well-formed. */
export function parseSitemapIndex(xml: string): string[] {
  const index = node(parseXml(xml).sitemapindex);
  return (Array.isArray(index.sitemap) ? index.sitemap : []).map((child) => text(node(child).loc));
}
