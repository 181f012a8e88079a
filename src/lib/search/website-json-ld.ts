import type { Edition } from '../../config/editions';
import type { LocaleCode } from '../../config/locales';
import { buildPath } from '../routing/build-path';

/** The site as schema.org's WebSite with its search (a SearchAction), so engines can offer the box. */
export function buildWebSite(edition: Pick<Edition, 'siteTitle'>, domain: string, lang: LocaleCode) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: edition.siteTitle,
    url: new URL(buildPath('home', lang), domain).toString(),
    inLanguage: lang,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${new URL(buildPath('search', lang), domain).toString()}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}
