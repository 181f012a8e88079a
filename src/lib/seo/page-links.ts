import { LOCALES, DEFAULT_LOCALE, type LocaleCode } from '../../config/locales';
import type { EditionId } from '../../config/editions';
import { buildPath, routeExistsIn } from '../routing/build-path';
import { resolvePage, type PageResolution } from '../routing/resolve-page';

/** The parameter a canonical address keeps, where the page takes it (its parsed query). */
type PageQuery = Readonly<{ page?: string }>;

export type LanguageAlternate = { lang: LocaleCode; href: string | undefined };

/** The same page in every language: its path where it exists there, undefined where it does not. */
export function getLanguageAlternates(resolution: PageResolution, edition: EditionId): LanguageAlternate[] {
  return LOCALES.map(({ code }) => {
    if (!routeExistsIn(resolution.routeId, code)) return { lang: code, href: undefined };
    const href = buildPath(resolution.routeId, code, resolution.params);
    return { lang: code, href: resolvePage(href, { edition }).kind === 'page' ? href : undefined };
  });
}

/** Section 2: canonical queries keep only the page parameter, and only a sensible one. */
export function canonicalQuery(query: PageQuery): string {
  const { page } = query;
  if (!page || !/^[1-9]\d{0,3}$/.test(page) || page === '1') return '';
  return `?page=${page}`;
}

/** The page's canonical address; without a query, the page's first. */
export function canonicalUrl(domain: string, pathname: string, query: PageQuery = {}): string {
  return new URL(pathname + canonicalQuery(query), domain).toString();
}

export function defaultAlternate(alternates: readonly LanguageAlternate[]): string | undefined {
  return (alternates.find((alternate) => alternate.lang === DEFAULT_LOCALE) ?? alternates.find((a) => a.href))?.href;
}
