// The page for an address never visited, with no network (ADR 047): in the visitor's language, it
// says so and lists the pages this browser kept, which can be read now.
import { escapeHtml } from './escape-html';
import type { WorkerWords } from './offline-texts';

export type KeptPage = { path: string; title: string };

/** Its own policy: no script, its own styles, nothing loaded from elsewhere. */
export const OFFLINE_PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export function offlinePageHtml(words: WorkerWords, kept: readonly KeptPage[]): string {
  const title = escapeHtml(words.say('offline.title'));
  const list = kept.length
    ? `<h2>${escapeHtml(words.say('offline.kept'))}</h2><ul>${kept
        .map((page) => `<li><a href="${escapeHtml(page.path)}">${escapeHtml(page.title)}</a></li>`)
        .join('')}</ul>`
    : `<p>${escapeHtml(words.say('offline.nothingKept'))}</p>`;
  return (
    `<!doctype html><html lang="${words.tag}" dir="${words.dir}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width,initial-scale=1">' +
    `<title>${title}</title><style>` +
    ':root{color-scheme:light dark}body{margin:0;font:1rem/1.5 system-ui,sans-serif;background:light-dark(#f5f4f0,#0e0e0e);color:light-dark(#121212,#f2efe6)}' +
    'main{max-inline-size:40rem;margin:0 auto;padding:1.5rem 1rem}a{color:light-dark(#0a58ca,#f5c542)}li{margin-block:.5rem}' +
    `</style></head><body><main><h1>${title}</h1><p>${escapeHtml(words.say('offline.text'))}</p>${list}` +
    `<p><a href="">${escapeHtml(words.say('offline.retry'))}</a></p></main></body></html>`
  );
}
