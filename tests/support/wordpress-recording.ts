/// <reference types="node" />
// A stock WordPress 6 replayed from its recorded REST answers (tests/fixtures/wordpress/, recorded
// by scripts/stock-wordpress/record.mjs). The whole collections (every post with `_embed`, every
// medium, every page) are answered with WordPress's own filters, paging headers and its 400 past
// the last page, so any call the site makes has the answer WordPress would give; the exact answers
// recorded beside them check that the replay does what WordPress did.
import { readFileSync } from 'node:fs';

export type RecordedAnswer = { request: string; status: number; headers: Record<string, string>; body: unknown };

/** WordPress's own address in the recorded bodies; the replay puts the double's address there. */
export const RECORDED_ORIGIN = 'http://wordpress.invalid';

const FIXTURES = new URL('../fixtures/wordpress/', import.meta.url);

export function readRecording(name: string): RecordedAnswer {
  return JSON.parse(readFileSync(new URL(`${name}.json`, FIXTURES), 'utf8')) as RecordedAnswer;
}

type Item = Record<string, unknown> & { id: number; slug: string };
type Post = Item & { categories: number[]; content: { protected: boolean } };
type Medium = Item & { post: number | null; mime_type: string };

const posts = readRecording('posts').body as Post[];
const media = readRecording('media').body as Medium[];
const pages = readRecording('pages').body as Item[];
const pastLastPage = readRecording('posts-general-page-99');

/** The recorded stories, as WordPress lists them (newest first). */
export const RECORDED_POSTS: readonly Post[] = posts;

/** The slug WordPress compares: `sanitize_title` encodes what is not ASCII and lowercases everything. */
function toStoredSlug(slug: string): string {
  return slug.replace(/[^\x00-\x7f]+/gu, (text) => encodeURIComponent(text)).toLowerCase();
}

function readList(params: URLSearchParams, name: string): string[] | undefined {
  const value = params.get(name);
  return value === null ? undefined : value.split(',').filter(Boolean);
}

function readNumber(params: URLSearchParams, name: string, fallback: number): number {
  const value = params.get(name);
  return value === null ? fallback : Number(value);
}

const NO_ROUTE = { code: 'rest_no_route', message: 'No route was found matching the URL and request method.', data: { status: 404 } };

/** WordPress's answer to a REST call (path from `/wp-json`, with its query), its addresses at `origin`. */
export function replayWordPress(pathAndQuery: string, origin: string): RecordedAnswer {
  const url = new URL(pathAndQuery, 'http://replay.invalid');
  const params = url.searchParams;
  const route = /^\/wp-json\/wp\/v2\/(posts|pages|media)$/.exec(url.pathname)?.[1];
  const json = { 'content-type': 'application/json; charset=UTF-8' };
  if (!route) return { request: pathAndQuery, status: 404, headers: json, body: NO_ROUTE };

  const slugs = readList(params, 'slug')?.map(toStoredSlug);
  const categories = readList(params, 'categories')?.map(Number);
  const parents = readList(params, 'parent')?.map(Number);
  const include = readList(params, 'include')?.map(Number);
  const mimeType = params.get('mime_type');
  const items: Item[] = route === 'posts' ? posts : route === 'pages' ? pages : media;
  const matching = items.filter(
    (item) =>
      (!slugs || slugs.includes(item.slug)) &&
      (!categories || (item as Post).categories.some((category) => categories.includes(category))) &&
      (!parents || parents.includes((item as Medium).post ?? 0)) &&
      (!include || include.includes(item.id)) &&
      (!mimeType || (item as Medium).mime_type === mimeType),
  );
  const perPage = readNumber(params, 'per_page', 10);
  const page = readNumber(params, 'page', 1);
  const totalPages = Math.ceil(matching.length / perPage);
  if (matching.length > 0 && page > totalPages) return { ...pastLastPage, request: pathAndQuery };
  const body = JSON.parse(JSON.stringify(matching.slice((page - 1) * perPage, page * perPage)).replaceAll(RECORDED_ORIGIN, origin)) as unknown;
  return {
    request: pathAndQuery,
    status: 200,
    headers: { ...json, 'x-wp-total': String(matching.length), 'x-wp-totalpages': String(totalPages) },
    body,
  };
}

/** The replay as a fetcher for a data client: `{base}/{edition}/{region}/wp-json/…` answered as WordPress would. */
export function wordPressFetcher(request: Request): Response {
  const url = new URL(request.url);
  const answer = replayWordPress(url.pathname.replace(/^\/(?:kings|queens)\/[^/]+(?=\/wp-json\/)/, '') + url.search, url.origin);
  return new Response(JSON.stringify(answer.body), { status: answer.status, headers: answer.headers });
}
