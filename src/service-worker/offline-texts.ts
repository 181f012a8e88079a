// The worker's words in every language of the site, taken from messages/*.json when it is built
// (waku.config.ts defines them): the worker has no network to ask for them when it needs them.
import { SITE_WORKER_MESSAGE_IDS } from '../config/site-app';
import { getLocale, isLocaleCode, type LocaleCode } from '../config/locales';

export type WorkerTextId = (typeof SITE_WORKER_MESSAGE_IDS)[number];
export type WorkerTexts = Record<LocaleCode, Record<WorkerTextId, string>>;

declare const __SITE_WORKER_TEXTS__: WorkerTexts;

/** The language a path is in (its first segment), else the browser's, else English. */
export function languageOf(pathname: string, browserLanguage = ''): LocaleCode {
  const first = pathname.split('/')[1] ?? '';
  if (isLocaleCode(first)) return first;
  const browser = browserLanguage.slice(0, 2).toLowerCase();
  return isLocaleCode(browser) ? browser : 'en';
}

export type WorkerWords = { lang: LocaleCode; tag: string; dir: 'ltr' | 'rtl'; say: (id: WorkerTextId, values?: Record<string, string>) => string };

/** The words of one language; `{name}` in a text is replaced by its value. */
export function wordsOf(lang: LocaleCode, texts: WorkerTexts = __SITE_WORKER_TEXTS__): WorkerWords {
  const locale = getLocale(lang);
  const own = texts[lang];
  return {
    lang,
    tag: locale.tag,
    dir: locale.dir,
    say: (id, values = {}) => own[id].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole),
  };
}
