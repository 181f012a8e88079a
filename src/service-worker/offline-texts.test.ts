import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../config/locales';
import { SITE_WORKER_MESSAGE_IDS } from '../config/site-app';
import { escapeHtml, titleOf } from './escape-html';
import { keptCopyReturnScript, keptTime, offlineBanner, withOfflineBanner } from './offline-banner';
import { offlinePageHtml } from './offline-page';
import { languageOf, wordsOf, type WorkerTexts } from './offline-texts';

/** The worker's words as the build gives it them (waku.config.ts reads the same files, messages/offline/). */
const TEXTS = Object.fromEntries(
  LOCALE_CODES.map((lang) => {
    const messages = JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../messages/offline/${lang}.json`), 'utf8')) as Record<string, string>;
    return [lang, Object.fromEntries(SITE_WORKER_MESSAGE_IDS.map((id) => [id, messages[id]]))];
  }),
) as WorkerTexts;

describe('the worker’s words', () => {
  it('exist in every language, each its own', () => {
    for (const id of SITE_WORKER_MESSAGE_IDS) {
      const texts = LOCALE_CODES.map((lang) => TEXTS[lang][id]);
      expect(texts.every((text) => typeof text === 'string' && text.length > 0), id).toBe(true);
      // "Offline" is the same word in some languages; a whole set of one text is not.
      expect(new Set(texts).size, id).toBeGreaterThan(3);
    }
  });

  it('are those of the path’s language, else the browser’s, else English', () => {
    expect(languageOf('/ar/espana/matches')).toBe('ar');
    expect(languageOf('/xx/espana', 'fr-FR')).toBe('fr');
    expect(languageOf('/', 'ja-JP')).toBe('en');
  });
});

describe('a kept page read offline', () => {
  const page = '<!doctype html><html lang="ar"><head><title>x</title></head><body><main>الصفحة</main></body></html>';

  it('carries a banner in its language saying when it was kept, with a retry, before the end of its body', () => {
    const words = wordsOf('ar', TEXTS);
    const html = withOfflineBanner(page, offlineBanner(words, '20:41'));
    expect(html.indexOf('<main>')).toBeLessThan(html.indexOf('data-offline-copy'));
    expect(html).toMatch(/<\/aside><style>[^<]*<\/style><\/body><\/html>$/);
    expect(html).toContain('lang="ar" dir="rtl"');
    expect(html).toContain('<p role="status" style="margin:0">غير متصل · حتى 20:41</p>');
    expect(html).toContain('<a href="" style="color:#ffd766;text-decoration:underline">أعد المحاولة</a>');
    // A live badge says the kept time instead of claiming the match is live now.
    expect(html).toContain('.badge--live::after{content:" · 20:41"}');
  });

  it('carries after its banner the script that brings it back, under the replay’s nonce', () => {
    const banner = offlineBanner(wordsOf('en', TEXTS), '20:41') + keptCopyReturnScript('(()=>{watch()})();', 'Zm9v+/Y=');
    expect(withOfflineBanner(page, banner)).toMatch(/<\/aside><style>[^<]*<\/style><script nonce="Zm9v\+\/Y=">\(\(\)=>\{watch\(\)\}\)\(\);<\/script><\/body><\/html>$/);
  });

  it('writes the time as the fan’s clock and language do', () => {
    const at = Date.UTC(2026, 10, 28, 19, 41);
    expect(keptTime(at, 'en-GB', 'Europe/Madrid')).toBe('20:41');
    // Latin or Arabic-Indic digits as the browser's data has them; a twelve-hour clock either way.
    expect(keptTime(at, 'ar', 'Europe/Madrid')).toMatch(/^(0?8|٠?٨):(41|٤١) م$/);
  });

  it('lets nothing of a title or a text out of its element', () => {
    const words = wordsOf('en', { ...TEXTS, en: { ...TEXTS.en, 'offline.banner': '<img src=x onerror=alert(1)> {time}' } });
    const banner = offlineBanner(words, '"</style><script>');
    expect(banner).not.toContain('<img');
    expect(banner).not.toContain('<script>');
    expect(banner.match(/<\/style>/g)).toHaveLength(1);
  });
});

describe('the offline page', () => {
  it('says in the visitor’s language that the page was not kept, and lists the pages that were', () => {
    const html = offlinePageHtml(wordsOf('es', TEXTS), [
      { path: '/es/espana/partidos', title: 'Partidos | Kings League España' },
      { path: '/es/espana?x="><b>', title: '<b>bold</b>' },
    ]);
    expect(html).toContain('<html lang="es-ES" dir="ltr">');
    expect(html).toContain('<h1>Estás sin conexión</h1>');
    expect(html).toContain('<li><a href="/es/espana/partidos">Partidos | Kings League España</a></li>');
    expect(html).toContain(`<a href="${escapeHtml('/es/espana?x="><b>')}">&#60;b&#62;bold&#60;/b&#62;</a>`);
    expect(html).not.toContain('<script');
  });

  it('says that nothing is kept yet when nothing is', () => {
    const html = offlinePageHtml(wordsOf('ar', TEXTS), []);
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain(TEXTS.ar['offline.nothingKept']);
    expect(html).not.toContain('<ul>');
  });

  it('reads a kept page’s title back from its HTML', () => {
    expect(titleOf('<head><title>Tables &amp; results | Kings League</title></head>')).toBe('Tables & results | Kings League');
    expect(titleOf('<p>no title</p>')).toBeUndefined();
  });
});
