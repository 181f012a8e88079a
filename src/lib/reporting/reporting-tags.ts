import type { RequestContext } from '../request-context';
import type { Resolution } from '../routing/resolve-page';

/** What every report of a request is tagged with, so reports can be grouped by page and edition. */
export type ReportingTags = {
  edition: string;
  lang: string;
  /** The route id, or `error-404` and the like for an error answer. */
  route: string;
  region: string;
};

/** The tags a resolved path gives, before its entity is loaded (what the loader reports carries them). */
export function resolutionTags(resolution: Resolution): Omit<ReportingTags, 'edition' | 'lang'> & { lang?: string } {
  return {
    ...(resolution.lang ? { lang: resolution.lang } : {}),
    route: resolution.kind === 'page' ? resolution.routeId : `error-${resolution.status}`,
    region: (resolution.kind === 'page' && resolution.region?.slug) || 'none',
  };
}

export function reportingTags(context: RequestContext): ReportingTags {
  return { ...resolutionTags(context.resolution), edition: context.edition.id, lang: context.lang };
}
