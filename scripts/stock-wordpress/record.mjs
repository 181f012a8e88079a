// Records a stock WordPress's REST answers as the test fixtures in tests/fixtures/wordpress/: the
// status, the headers the site reads, and the body, with WordPress's own address replaced by
// ORIGIN_PLACEHOLDER (the replaying double puts its own back), `_links` left out (the site never
// reads them) and the API index WordPress embeds for a deleted image cut short. The WordPress is
// the one install.php and fill.php set up (see docs/cms-contract.md).
//   node scripts/stock-wordpress/record.mjs http://127.0.0.1:8931
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ORIGIN_PLACEHOLDER = 'http://wordpress.invalid';
const KEPT_HEADERS = ['content-type', 'x-wp-total', 'x-wp-totalpages'];
const EMBED = '_embed=author,wp:featuredmedia';
const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'tests', 'fixtures', 'wordpress');

const base = (process.argv[2] ?? 'http://127.0.0.1:8931').replace(/\/+$/, '');

// WordPress 6.1 links a featured image that was deleted to the API's root, and embeds the whole
// index there: its route list (hundreds of kilobytes) is cut down to one entry.
function trimmed(value) {
  if (Array.isArray(value)) return value.map(trimmed);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== '_links')
      .map(([key, inner]) => [key, key === 'routes' && 'namespaces' in value ? Object.fromEntries(Object.entries(inner).slice(0, 1)) : trimmed(inner)]),
  );
}

async function record(name, request) {
  const response = await fetch(`${base}${request}`);
  const text = (await response.text()).replaceAll(base.replaceAll('/', '\\/'), ORIGIN_PLACEHOLDER).replaceAll(base, ORIGIN_PLACEHOLDER);
  const headers = Object.fromEntries(KEPT_HEADERS.flatMap((header) => (response.headers.has(header) ? [[header, response.headers.get(header)]] : [])));
  const fixture = { request, status: response.status, headers, body: trimmed(JSON.parse(text)) };
  await writeFile(path.join(OUT, `${name}.json`), `${JSON.stringify(fixture, null, 1)}\n`);
  return fixture;
}

await mkdir(OUT, { recursive: true });
const all = await record('posts', `/wp-json/wp/v2/posts?per_page=100&${EMBED}`);
await record('media', '/wp-json/wp/v2/media?per_page=100');
await record('pages', '/wp-json/wp/v2/pages?per_page=100');
// Exact answers to the calls the site makes, to check the replaying double against.
await record('posts-general-page-1', `/wp-json/wp/v2/posts?categories=16&per_page=12&page=1&${EMBED}`);
await record('posts-general-page-2', `/wp-json/wp/v2/posts?categories=16&per_page=12&page=2&${EMBED}`);
await record('posts-general-page-99', `/wp-json/wp/v2/posts?categories=16&per_page=12&page=99&${EMBED}`);
const emoji = all.body.find((post) => post.slug.includes('%f0%9f%8f%86'));
const locked = all.body.find((post) => post.content.protected);
await record('posts-slug-emoji', `/wp-json/wp/v2/posts?slug=${encodeURIComponent(emoji.slug)}&${EMBED}`);
await record('posts-slug-protected', `/wp-json/wp/v2/posts?slug=${encodeURIComponent(locked.slug)}&${EMBED}`);
const circulars = all.body.filter((post) => post.categories.includes(23)).map((post) => post.id);
await record('media-circular-pdfs', `/wp-json/wp/v2/media?parent=${circulars.join(',')}&mime_type=application/pdf&per_page=100`);
await record('pages-slug-faqs', '/wp-json/wp/v2/pages?slug=preguntas-frecuentes');
console.log(`recorded ${all.body.length} posts from ${base} into ${OUT}`);
