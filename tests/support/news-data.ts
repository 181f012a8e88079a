/// <reference types="node" />
// What the news pages should show, read from the running Worker's demo CMS (the same WordPress
// answers the site renders), and the pieces of a news page the tests read.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import type { EditionId } from '../../src/config/editions';
import type { LocaleCode } from '../../src/config/locales';
import { findRegion } from '../../src/config/regions';
import { toPlainText } from '../../src/lib/cms/sanitize';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A story as the demo CMS sends it (wp/v2/posts with _embed), the fields the tests read. */
export type CmsPost = {
  id: number;
  slug: string;
  date_gmt: string;
  modified_gmt?: string;
  categories: number[];
  title: { rendered: string };
  excerpt: { rendered: string };
  content: { rendered: string };
  featured_media: number;
  _embedded: { author: { name: string }[]; 'wp:featuredmedia': { source_url: string; caption: { rendered: string }; alt_text: string }[] };
  acf?: { external_url?: string };
};

export type CmsPage = { posts: CmsPost[]; total: number; totalPages: number };

/**
 * One page of a region's stories as its CMS answers it, in a category of the region (or all).
 * The query is made unique, so the Worker's API cache never answers with an older page.
 */
export async function readCmsPosts(
  base: string,
  edition: EditionId,
  regionSlug: string,
  query: { lang: LocaleCode; category?: 'general' | 'featured' | 'external'; perPage?: number; page?: number; slug?: string },
): Promise<CmsPage> {
  const region = findRegion(edition, regionSlug);
  if (!region) throw new Error(`no region ${edition}/${regionSlug}`);
  const params = new URLSearchParams({ lang: query.lang, per_page: String(query.perPage ?? 12), page: String(query.page ?? 1), _embed: '1', fresh: `${Date.now()}-${Math.random()}` });
  if (query.category) params.set('categories', String(region.cmsCategories[query.category]));
  if (query.slug) params.set('slug', query.slug);
  const response = await fetch(`${base}/api/demo-cms/${edition}/${regionSlug}/wp-json/wp/v2/posts?${params}`);
  expect(response.status, `demo CMS ${edition}/${regionSlug} ${params}`).toBe(200);
  return {
    posts: (await response.json()) as CmsPost[],
    total: Number(response.headers.get('x-wp-total')),
    totalPages: Number(response.headers.get('x-wp-totalpages')),
  };
}

/** A CMS field as the site shows it: tags dropped, references decoded. */
export const plain = (html: string) => toPlainText(html);

/** Where the site puts a story of the listing at `listing`: the CMS's slug decoded, then encoded as a path segment. */
export const storyPath = (listing: string, slug: string) => `${listing}/${encodeURIComponent(decodeURIComponent(slug))}`;

const messageFiles = new Map<string, Record<string, string>>();
function readMessages(file: string): Record<string, string> {
  let messages = messageFiles.get(file);
  if (!messages) {
    messages = JSON.parse(readFileSync(path.join(ROOT, 'messages', file), 'utf8')) as Record<string, string>;
    messageFiles.set(file, messages);
  }
  return messages;
}

/** A text of the news pages (messages/features/news) in a language, placeholders filled. */
export function newsText(lang: LocaleCode, id: string, values: Record<string, string> = {}): string {
  const text = readMessages(`features/news/${lang}.json`)[id];
  if (text === undefined) throw new Error(`no news message ${id} in ${lang}`);
  return text.replace(/\{(\w+)\}/g, (_all, name: string) => values[name] ?? `{${name}}`);
}

/** A general message in a language, the women's edition's own wording where it has one. */
export function siteText(lang: LocaleCode, id: string, edition: EditionId = 'kings'): string {
  const own = edition === 'queens' ? readMessages(`queens/${lang}.json`)[id] : undefined;
  const text = own ?? readMessages(`${lang}.json`)[id];
  if (text === undefined) throw new Error(`no message ${id} in ${lang}`);
  return text;
}

/** The page's <head>. */
export const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

/** The page's <main>, where a view renders. */
export function mainOf(html: string): string {
  const start = html.indexOf('<main');
  expect(start, 'the page has a <main>').toBeGreaterThanOrEqual(0);
  return html.slice(start, html.indexOf('</main>', start) + '</main>'.length);
}

/** The content of a <meta property|name="…">. */
export function metaOf(html: string, name: string): string | undefined {
  const tag = new RegExp(`<meta (?:property|name)="${name.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`).exec(headOf(html));
  return tag?.[1]?.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#x27;/g, "'");
}

/** Every JSON-LD block of the page, parsed; a block that is not JSON fails the test. */
export function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((found) => JSON.parse(found[1] ?? '') as Record<string, unknown>);
}

/** The story cards of a listing (or an article's related stories), in page order. */
export function cardsOf(html: string): { html: string; href: string; title: string; lead: boolean }[] {
  return [...html.matchAll(/<article class="news-card( news-card--lead)?">([\s\S]*?)<\/article>/g)].map((found) => {
    const link = /<h[23] class="news-card__title"><a href="([^"]+)">([^<]*)<\/a>/.exec(found[2] ?? '');
    return { html: found[0], href: link?.[1] ?? '', title: link?.[2] ?? '', lead: Boolean(found[1]) };
  });
}
