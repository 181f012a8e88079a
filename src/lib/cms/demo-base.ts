import type { EditionId } from '../../config/editions';
import { DEMO_LEAGUE_ORIGIN } from '../../config/upstream';

/** Where the in-process demo CMS answers for a region, in place of the region's `cmsKey`. */
export function demoCmsBase(edition: EditionId, regionSlug: string): string {
  return `${DEMO_LEAGUE_ORIGIN}/api/demo-cms/${edition}/${encodeURIComponent(regionSlug)}`;
}
