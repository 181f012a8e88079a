import type { RequestContext } from '../request-context';

/** What every report of a request is tagged with, so reports can be grouped by page and edition. */
export type ReportingTags = {
  edition: string;
  lang: string;
  /** The route id, or `error-404` and the like for an error answer. */
  route: string;
  region: string;
};

export function reportingTags(context: RequestContext): ReportingTags {
  const { resolution } = context;
  return {
    edition: context.edition.id,
    lang: context.lang,
    route: resolution.kind === 'page' ? resolution.routeId : `error-${resolution.status}`,
    region: context.region?.slug ?? 'none',
  };
}
