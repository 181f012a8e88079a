import { Hono } from 'hono';
import { z } from 'zod';
import { API_PATHS } from '../../config/api-paths';
import { PLACE_QUERY } from '../../lib/request/place-query';
import { SEARCH } from '../../config/search';
import { getIntl } from '../../lib/i18n/intl';
import { describeHit, runSearch } from '../../lib/search';
import { runAfter } from '../../middleware/run-after';
import type { PipelineEnv } from '../../middleware/types';
import { validQuery } from '../errors';

// The words are checked by the search itself (bad words are the empty state); the rest must be well formed.
const QuerySchema = z.object({
  q: z.string().optional(),
  lang: PLACE_QUERY.lang,
  region: z.string().max(40).optional(),
});

/**
 * The suggestions under the header's search box: `GET /api/search?q=&lang=&region=` answers
 * `{ query, hits: [{ kind, name, detail, href, image? }] }`, an empty list for bad words. Public
 * and kept at the edge for its max-age; an answer made without the index is never kept.
 */
export function searchApi() {
  return new Hono<PipelineEnv>().get(API_PATHS.search, validQuery(QuerySchema), async (c) => {
    const { q } = c.req.valid('query');
    // The query's language and region, as the request resolved them (an unknown region ranks none first).
    const request = c.get('request');
    const { lang, region, edition } = request;
    // An index built for this answer is stored after it is sent.
    const keep = (work: Promise<unknown>) => void runAfter(c, work);
    const { t } = getIntl(lang, edition.id);
    const answer = await runSearch(
      request.data,
      { edition, lang, t },
      { query: q, region: region?.slug, limit: SEARCH.suggestLimit },
      keep,
    );
    const lifetime = SEARCH.answerSeconds;
    c.header('Cache-Control', answer.unavailable ? 'no-store' : `public, max-age=${lifetime}, s-maxage=${lifetime}`);
    if (answer.index) c.header('x-search-index', `bytes=${answer.index.bytes}; build-ms=${answer.index.buildMs}`);
    return c.json({ query: answer.query, hits: answer.hits.map((hit) => ({ ...hit, detail: describeHit(hit, t) })) });
  });
}
