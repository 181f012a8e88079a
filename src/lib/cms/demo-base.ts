import type { EditionId } from '../../config/editions';
import { API_PATHS } from '../../config/api-paths';
import { DEMO_LEAGUE_ORIGIN } from '../../config/upstream';

/** Where the in-process demo CMS answers for a region, in place of the region's `cmsKey`. */
export function demoCmsBase(edition: EditionId, regionSlug: string): string {
  return `${DEMO_LEAGUE_ORIGIN}${API_PATHS.demoCms}/${edition}/${encodeURIComponent(regionSlug)}`;
}
