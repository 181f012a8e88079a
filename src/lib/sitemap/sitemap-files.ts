// The child sitemaps an edition has, and the file an address names.
import { isExcluded } from '../../config/exclusions';
import type { EditionId } from '../../config/editions';
import { findRegion, getRegions, type Region } from '../../config/regions';
import { SITEMAP_FOLDER, SITEMAP_KIND_IDS, type SitemapKind } from '../../config/sitemaps';
import type { SitemapFile } from './sitemap-entries';

function regionHas(edition: EditionId, region: Region, kind: SitemapKind): boolean {
  switch (kind) {
    // A region without team pages of its own links to the league-wide ones (teamPagePath).
    case 'pages':
    case 'teams':
    case 'players':
      return true;
    case 'matches':
      return !isExcluded('matches', edition, region.slug);
    case 'stories':
      return region.newsLanguages.length > 0;
  }
}

export function sitemapFilePath({ region, kind }: SitemapFile): string {
  return region ? `${SITEMAP_FOLDER}${region.slug}/${kind}.xml` : `${SITEMAP_FOLDER}${kind}.xml`;
}

/** Every child of the edition's index: the pages of no region, then each region's kinds. */
export function listSitemapFiles(edition: EditionId): SitemapFile[] {
  const regional = getRegions(edition).flatMap((region) =>
    SITEMAP_KIND_IDS.filter((kind) => regionHas(edition, region, kind)).map((kind) => ({ region, kind })),
  );
  return [{ region: undefined, kind: 'pages' }, ...regional];
}

/** The child an address names, or undefined for one the edition does not have. */
export function findSitemapFile(edition: EditionId, pathname: string): SitemapFile | undefined {
  const found = /^\/sitemaps\/(?:([a-z0-9-]+)\/)?([a-z]+)\.xml$/.exec(pathname);
  if (!found || !pathname.startsWith(SITEMAP_FOLDER)) return undefined;
  const [, slug, kind] = found;
  const region = slug === undefined ? undefined : findRegion(edition, slug);
  if (slug !== undefined && !region) return undefined;
  return listSitemapFiles(edition).find((file) => file.region?.slug === region?.slug && file.kind === kind);
}
