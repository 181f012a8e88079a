// The league's own editorial pages as the site reads them from each region's CMS: the WordPress page (slug per language) behind each route, and the circulars' category.
import type { EditionId } from './editions';
import { isExcluded } from './exclusions';
import type { LocaleCode } from './locales';
import { getRouteDefinition, routeLanguages, type RouteId } from './routes';

/**
 * A slug as WordPress stores and returns it: non-ASCII letters percent-encoded in lowercase. The
 * site sends it as it is; WordPress decodes the query once and compares with the stored form.
 */
const wordpressSlug = (text: string) => encodeURIComponent(text).toLowerCase();

type CmsPage = {
  /** The site's route that shows the page; the CMS holds the page wherever the route exists. */
  route: RouteId;
  slugs: Readonly<Record<LocaleCode, string>>;
  /** Applications close this many hours before a matchday's first kick-off (the page's text says so too). */
  accreditationDeadlineHours?: number;
};

export const CMS_PAGES = {
  faqs: {
    route: 'faqs',
    slugs: {
      ar: wordpressSlug('الأسئلة-الشائعة'), de: 'haeufige-fragen', en: 'faqs', es: 'preguntas-frecuentes',
      fr: 'questions-frequentes', it: 'domande-frequenti', pt: 'perguntas-frequentes',
    },
  },
  regulation: {
    route: 'regulation',
    slugs: {
      ar: wordpressSlug('لائحة-المسابقة'), de: 'regelwerk', en: 'regulation', es: 'reglamento',
      fr: 'reglement', it: 'regolamento', pt: 'regulamento',
    },
  },
  contact: {
    route: 'contact',
    slugs: {
      ar: wordpressSlug('اتصل-بنا'), de: 'kontakt', en: 'contact', es: 'contacto',
      fr: 'nous-contacter', it: 'contatti', pt: 'contato',
    },
  },
  mediaAccreditation: {
    route: 'mediaAccreditation',
    slugs: {
      ar: wordpressSlug('اعتماد-الإعلاميين'), de: 'medienakkreditierung', en: 'media-accreditation',
      es: 'acreditacion-de-medios', fr: 'accreditation-medias', it: 'accrediti-stampa', pt: 'credenciamento-de-imprensa',
    },
    accreditationDeadlineHours: 72,
  },
} as const satisfies Record<string, CmsPage>;

export type CmsPageKind = keyof typeof CMS_PAGES;
export const CMS_PAGE_KINDS = Object.keys(CMS_PAGES) as CmsPageKind[];

/**
 * The circulars: WordPress posts of one category per region (term ids are global to the install,
 * numbered after each region's news categories). A region missing here publishes none.
 */
export const CMS_CIRCULARS = {
  route: 'circulars',
  categories: {
    kings: { espana: 23, italia: 201 },
    queens: { espana: 25 },
  },
} as const satisfies { route: RouteId; categories: Readonly<Record<EditionId, Readonly<Record<string, number>>>> };

export const ACCREDITATION_DEADLINE_HOURS = CMS_PAGES.mediaAccreditation.accreditationDeadlineHours;

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
