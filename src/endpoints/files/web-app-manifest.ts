import { Hono } from 'hono';
import { z } from 'zod';
import { MANIFEST_CACHE_SECONDS, MANIFEST_PATH } from '../../config/site-app';
import { PLACE_QUERY } from '../../lib/request/place-query';
import { webAppManifest } from '../../lib/site-app';
import type { PipelineEnv } from '../../middleware/types';
import { validQuery } from '../errors';

// The language by the API's one rule, without its default: a manifest asked for in no language is
// in the visitor's. The team is checked against the route table by the manifest itself.
const QuerySchema = z.object({
  lang: PLACE_QUERY.lang.unwrap().optional(),
  team: z.string().optional(),
});

/**
 * The edition's web app manifest (ADR 046), in the language `?lang=` names (else the visitor's),
 * with the fan's team as a shortcut when `?team=` is one of its team pages. Shared by every
 * visitor of a language: the team, when given, is part of the address.
 */
export function webAppManifestFile() {
  return new Hono<PipelineEnv>().get(MANIFEST_PATH, validQuery(QuerySchema), (c) => {
    const request = c.get('request');
    const { lang = request.lang, team } = c.req.valid('query');
    const manifest = webAppManifest(request.edition, lang, team);
    return c.body(JSON.stringify(manifest), 200, {
      'Content-Type': 'application/manifest+json; charset=utf-8',
      'Cache-Control': `public, max-age=${MANIFEST_CACHE_SECONDS}`,
    });
  });
}
