import { Hono } from 'hono';
import { isLocaleCode } from '../../config/locales';
import { MANIFEST_CACHE_SECONDS, MANIFEST_PATH } from '../../config/site-app';
import { webAppManifest } from '../../lib/site-app';
import type { PipelineEnv } from '../../middleware/types';

/**
 * The edition's web app manifest (ADR 046), in the language `?lang=` names (else the visitor's),
 * with the fan's team as a shortcut when `?team=` is one of its team pages. Shared by every
 * visitor of a language: the team, when given, is part of the address.
 */
export function webAppManifestFile() {
  return new Hono<PipelineEnv>().get(MANIFEST_PATH, (c) => {
    const request = c.get('request');
    const asked = request.query.get('lang');
    const lang = asked && isLocaleCode(asked) ? asked : request.lang;
    const manifest = webAppManifest(request.edition, lang, request.query.get('team') ?? undefined);
    return c.body(JSON.stringify(manifest), 200, {
      'Content-Type': 'application/manifest+json; charset=utf-8',
      'Cache-Control': `public, max-age=${MANIFEST_CACHE_SECONDS}`,
    });
  });
}
