// The league's own editorial pages as the site reads them from each region's CMS: the WordPress
// page (slug per language) behind each route and the circulars' categories, both in the routes'
// records, and what the site asks of them.
import type { EditionId } from './editions';
import { isExcluded } from './exclusions';
import type { LocaleCode } from './locales';
import { ROUTES, ROUTE_IDS, getRouteDefinition, routeLanguages, type CmsPageRouteId } from './routes';

type CmsPage = {
  /** The site's route that shows the page; the CMS holds the page wherever the route exists. */
  route: CmsPageKind;
  slugs: Readonly<Record<LocaleCode, string>>;
};

export type CmsPageKind = CmsPageRouteId;
export const CMS_PAGE_KINDS = ROUTE_IDS.filter((id): id is CmsPageKind => getRouteDefinition(id).cmsSlugs !== undefined);

/** The WordPress page behind each editorial route, read from the routes' records. */
export const CMS_PAGES = Object.fromEntries(
  CMS_PAGE_KINDS.map((route) => [route, { route, slugs: ROUTES[route].cmsSlugs }]),
) as Readonly<Record<CmsPageKind, CmsPage>>;

/** The circulars: WordPress posts of one category per region, from the circulars route's record. */
export const CMS_CIRCULARS = { route: 'circulars', categories: ROUTES.circulars.cmsCirculars } as const;

/** Applications close this many hours before a matchday's first kick-off (the page's text says so too). */
export const ACCREDITATION_DEADLINE_HOURS = 72;

/** Whether the site shows this page for the edition, region and language, so the CMS must hold it. */
export function hasCmsPage(kind: CmsPageKind, edition: EditionId, regionSlug: string, lang: LocaleCode): boolean {
  const { route } = CMS_PAGES[kind];
  if (!routeLanguages(route).includes(lang)) return false;
  return !(getRouteDefinition(route).exclusions ?? []).some((key) => isExcluded(key, edition, regionSlug));
}

export function getCmsPageSlug(kind: CmsPageKind, lang: LocaleCode): string {
  return CMS_PAGES[kind].slugs[lang];
}

/** The region's circulars category, or undefined where the region publishes none. */
export function getCircularsCategory(edition: EditionId, regionSlug: string): number | undefined {
  const categories: Readonly<Record<string, number>> = CMS_CIRCULARS.categories[edition];
  return Object.hasOwn(categories, regionSlug) ? categories[regionSlug] : undefined;
}

/** The languages circulars are written in: those the circulars route exists in. */
export function getCircularLanguages(): readonly LocaleCode[] {
  return routeLanguages(CMS_CIRCULARS.route);
}
