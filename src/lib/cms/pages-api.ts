// The league's own editorial content in a region's CMS: its WordPress pages (one slug per page and
// language, src/config/cms-pages.ts) and its circulars (posts of the region's circulars category).
// Built from the same client and bases as the news calls, so it shares their cache and reporting.
import { getCircularsCategory, getCmsPageSlug, type CmsPageKind } from '../../config/cms-pages';
import type { EditionId } from '../../config/editions';
import type { LocaleCode } from '../../config/locales';
import type { Region } from '../../config/regions';
import type { UpstreamClient } from '../upstream/json-client';
import { toCmsHost } from './cms-host';
import { WpCircularListSchema, WpMediaFileListSchema, WpPageListSchema, type WpMediaFile } from './page-schemas';
import type { CircularList, CmsPageLookup } from './cms-page-types';
import { reshapeCircular, reshapePage, toDocumentSource } from './reshape-pages';
import { isPastLastPage } from './wp-fields';

export type CmsPageCallsOptions = {
  client: UpstreamClient;
  /** The region's CMS base, as the news calls use it. */
  baseFor?: (region: Region) => string;
};

export const CIRCULARS_PER_PAGE = 20;
/** Media asked for at once: more than a page of circulars can name. */
const MEDIA_PER_CALL = 100;
const MAX_PAGE = 1000;
const PAGING_HEADERS = ['X-WP-TotalPages'];

function readCount(value: string | undefined): number | undefined {
  return value !== undefined && /^\d{1,7}$/.test(value) ? Number(value) : undefined;
}

const newestFirst = (a: { date: string }, b: { date: string }) => b.date.localeCompare(a.date);

export function createCmsPageCalls({ client, baseFor = (region) => region.cmsKey }: CmsPageCallsOptions) {
  const restUrl = (region: Region, route: 'pages' | 'posts' | 'media') => `${baseFor(region).replace(/\/+$/, '')}/wp-json/wp/v2/${route}`;

  /** Media by a query; a library that cannot be read leaves the circulars without those PDFs. */
  async function getMedia(region: Region, query: Record<string, string | number | readonly number[]>): Promise<readonly WpMediaFile[]> {
    const result = await client.get({ path: restUrl(region, 'media'), query: { ...query, per_page: MEDIA_PER_CALL }, schema: WpMediaFileListSchema, lifetime: 'season' });
    return result.ok ? result.value : [];
  }

  return {
    /** The region's page of this kind in a language; a CMS that does not answer is told apart from a page it lacks. */
    async getCmsPage(region: Region, kind: CmsPageKind, lang: LocaleCode): Promise<CmsPageLookup> {
      const slug = getCmsPageSlug(kind, lang);
      const result = await client.get({ path: restUrl(region, 'pages'), query: { slug, lang }, schema: WpPageListSchema, lifetime: 'season' });
      if (!result.ok) return result.status === 404 || result.status === 400 ? { kind: 'missing' } : { kind: 'unreachable' };
      const raw = result.value.find((candidate) => candidate.slug === slug);
      const page = raw && reshapePage(raw);
      return page ? { kind: 'found', page } : { kind: 'missing' };
    },

    /** One page of the region's circulars in a language, newest first; a region without a circulars category has none. */
    async getCirculars(region: Region, edition: EditionId, lang: LocaleCode, page = 1): Promise<CircularList> {
      const category = getCircularsCategory(edition, region.slug);
      if (category === undefined || !Number.isInteger(page) || page < 1 || page > MAX_PAGE) return { circulars: [], page };
      const result = await client.get({
        path: restUrl(region, 'posts'),
        query: { categories: category, per_page: CIRCULARS_PER_PAGE, page, lang },
        schema: WpCircularListSchema,
        lifetime: 'season',
        headers: PAGING_HEADERS,
        notFound: isPastLastPage,
      });
      if (!result.ok) return { circulars: [], page, ...(result.notFound ? { totalPages: 0 } : { unreachable: true }) };
      // PDFs given as an ACF id or attached to the post are looked up in one call each.
      const sources = result.value.map(toDocumentSource);
      const ids = sources.flatMap((source) => ('mediaId' in source ? [source.mediaId] : []));
      const parents = sources.flatMap((source) => ('attachedTo' in source ? [source.attachedTo] : []));
      const [byId, attached] = await Promise.all([
        ids.length > 0 ? getMedia(region, { include: ids }) : [],
        parents.length > 0 ? getMedia(region, { parent: parents, mime_type: 'application/pdf' }) : [],
      ]);
      const options = { cmsHost: toCmsHost(baseFor(region)), media: [...byId, ...attached] };
      const circulars = result.value.flatMap((post) => reshapeCircular(post, options) ?? []).sort(newestFirst);
      const totalPages = readCount(result.headers?.['x-wp-totalpages']);
      return { circulars, page, ...(totalPages !== undefined && { totalPages }) };
    },
  };
}

export type CmsPageCalls = ReturnType<typeof createCmsPageCalls>;
