// JavaScript a visitor downloads for a page: every <script src> and
// <link rel="modulepreload" href> in the HTML, fetched and gzip-compressed
// (node:zlib gzipSync, default level) to approximate the transfer size.
// Only what the HTML references directly is counted (not chunks those
// modules import later).
import { gzipSync } from 'node:zlib';

export const PAGE = '/en/espana';

export default {
  name: 'js-weight',
  description: `JavaScript referenced by ${PAGE}`,

  /** @param {import('../run.mjs').BenchContext} ctx */
  async run({ baseUrl, log }) {
    const pageUrl = new URL(PAGE, baseUrl).href;
    const res = await fetch(pageUrl);
    const html = await res.text();
    if (res.status >= 400) throw new Error(`GET ${pageUrl} answered ${res.status}`);

    const urls = [...new Set(scriptUrls(html).map((u) => new URL(u, pageUrl).href))];
    log(`${PAGE}: ${urls.length} script(s)`);
    const files = [];
    for (const url of urls) {
      const r = await fetch(url);
      const body = Buffer.from(await r.arrayBuffer());
      files.push({ url: new URL(url).pathname, status: r.status, bytes: body.length, gzipBytes: gzipSync(body).length });
    }
    const total = files.reduce((a, f) => ({ bytes: a.bytes + f.bytes, gzipBytes: a.gzipBytes + f.gzipBytes }), { bytes: 0, gzipBytes: 0 });
    const failed = files.filter((f) => f.status >= 400);
    const note = failed.length ? ` (${failed.length} file(s) failed to load)` : '';
    return {
      rows: [
        { target: PAGE, metric: 'JS files', value: files.length, unit: '', note },
        { target: PAGE, metric: 'JS gzip', value: kib(total.gzipBytes), unit: 'KiB' },
        { target: PAGE, metric: 'JS raw', value: kib(total.bytes), unit: 'KiB' },
      ],
      data: { page: PAGE, status: res.status, files, total },
    };
  },
};

/** src of <script src=...> and href of <link rel=modulepreload href=...>. */
export function scriptUrls(html) {
  const out = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attrs = parseAttrs(tag);
    if (/^<script/i.test(tag) && attrs.src) out.push(attrs.src);
    else if (/^<link/i.test(tag) && attrs.href && (attrs.rel ?? '').toLowerCase().split(/\s+/).includes('modulepreload')) out.push(attrs.href);
  }
  return out;
}

function parseAttrs(tag) {
  const attrs = {};
  const re = /([^\s=<>"'\/]+)\s*(?:=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
  const inner = tag.replace(/^<\w+/, '').replace(/\/?>$/, '');
  let m;
  while ((m = re.exec(inner))) attrs[m[1].toLowerCase()] = decode(m[2] ?? m[3] ?? m[4] ?? '');
  return attrs;
}

function decode(s) {
  return s.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}

function kib(n) {
  return Math.round((n / 1024) * 10) / 10;
}
