// JavaScript a visitor downloads for a page: every <script src> and
// <link rel="modulepreload" href> in the HTML, fetched and gzip-compressed
// (node:zlib gzipSync, default level) to approximate the transfer size.
// Only what the HTML references directly is counted (not chunks those
// modules import later).
import { gzipSync } from 'node:zlib';
import { pagesUnderTest } from '../support.mjs';

async function weigh(baseUrl, page) {
  const pageUrl = new URL(page, baseUrl).href;
  const res = await fetch(pageUrl);
  const html = await res.text();
  const urls = [...new Set(scriptUrls(html).map((u) => new URL(u, pageUrl).href))];
  const files = [];
  for (const url of urls) {
    const r = await fetch(url);
    const body = Buffer.from(await r.arrayBuffer());
    files.push({ url: new URL(url).pathname, status: r.status, bytes: body.length, gzipBytes: gzipSync(body).length });
  }
  const total = files.reduce((a, f) => ({ bytes: a.bytes + f.bytes, gzipBytes: a.gzipBytes + f.gzipBytes }), { bytes: 0, gzipBytes: 0 });
  return { status: res.status, htmlBytes: Buffer.byteLength(html), htmlGzipBytes: gzipSync(Buffer.from(html)).length, files, total };
}

export default {
  name: 'js-weight',
  description: 'JavaScript and HTML a visitor downloads on the match-day, people and statistics pages',

  /** @param {import('../run.mjs').BenchContext} ctx */
  async run({ baseUrl, log }) {
    const rows = [];
    const data = {};
    for (const { path: page, jsBudget: target } of await pagesUnderTest(baseUrl)) {
      log(`weighing ${page}`);
      const weight = await weigh(baseUrl, page);
      data[page] = weight;
      const note = weight.status >= 400 ? ` (page answered ${weight.status})` : target ? ` (target ≤ ${target} KiB)` : '';
      rows.push(
        { target: page, metric: 'JS gzip', value: kib(weight.total.gzipBytes), unit: 'KiB', note },
        { target: page, metric: 'HTML (raw / gzip)', value: `${kib(weight.htmlBytes)} / ${kib(weight.htmlGzipBytes)}`, unit: 'KiB' },
      );
    }
    return { rows, data };
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
