// What the editorial pages of one region are written around, and when each was published and last edited.
import { API_PATHS } from '../../../config/api-paths';
import { ACCREDITATION_DEADLINE_HOURS, type CmsPageKind } from '../../../config/cms-pages';
import { EDITIONS, type EditionId } from '../../../config/editions';
import { isExcluded } from '../../../config/exclusions';
import type { Region } from '../../../config/regions';
import type { PageContext } from './types';
import { DAY_MS, HOUR_MS, startOfUtcDay } from './wordpress-time';

/** Where a region's demo CMS answers, as a path on the site's own origin (the Worker serves it there too). */
export function demoCmsPath(edition: EditionId, regionSlug: string): string {
  return `${API_PATHS.demoCms}/${edition}/${encodeURIComponent(regionSlug)}`;
}

export function createPageContext(edition: EditionId, region: Region): PageContext {
  const domain = new URL(EDITIONS[edition].domain).hostname;
  const twitch = region.social.find((account) => account.name === 'twitch');
  return {
    edition,
    region,
    league: region.leagueTitle,
    // The world cups are the regions with a tournament page; every other region plays a league.
    competition: isExcluded('tournament', edition, region.slug) ? 'league' : 'cup',
    g: (men, women) => (edition === 'queens' ? women : men),
    accreditationDeadlineHours: ACCREDITATION_DEADLINE_HOURS,
    links: {
      ...(region.ticketsUrl ? { tickets: region.ticketsUrl } : {}),
      store: region.storeUrl,
      ...(twitch ? { watch: twitch.url } : {}),
      accreditationForm: `https://press.${domain}/${region.slug}`,
    },
  };
}

// Pages are written once a season and touched up now and then: days before "today" of each.
const AGES: Readonly<Record<CmsPageKind, { published: number; modified: number }>> = {
  regulation: { published: 402, modified: 23 },
  faqs: { published: 388, modified: 9 },
  contact: { published: 430, modified: 61 },
  mediaAccreditation: { published: 395, modified: 16 },
};

/** When the page was first published and last modified, in milliseconds since 1970. */
export function getPageDates(kind: CmsPageKind, now: number): { published: number; modified: number } {
  const today = startOfUtcDay(now);
  const { published, modified } = AGES[kind];
  return { published: today - published * DAY_MS + 9 * HOUR_MS, modified: today - modified * DAY_MS + 10.5 * HOUR_MS };
}
