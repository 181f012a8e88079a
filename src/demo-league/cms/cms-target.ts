// The edition and region a demo CMS request is addressed to, and the base its answers link from.
import type { Context } from 'hono';
import { API_PATHS } from '../../config/api-paths';
import { isEditionId, type EditionId } from '../../config/editions';
import { findRegion, type Region } from '../../config/regions';

export type CmsTarget = {
  edition: EditionId;
  region: Region;
  /** Where the request reached this region's CMS: the base of every address the answer gives. */
  cmsBase: string;
};

/** The target of `{demoCms}/:edition/:region/...`, or undefined for an unknown edition or region. */
export function readTarget(c: Context): CmsTarget | undefined {
  const edition = c.req.param('edition') ?? '';
  const region = isEditionId(edition) ? findRegion(edition, c.req.param('region') ?? '') : undefined;
  if (!isEditionId(edition) || !region) return undefined;
  return { edition, region, cmsBase: `${new URL(c.req.url).origin}${API_PATHS.demoCms}/${edition}/${region.slug}` };
}
