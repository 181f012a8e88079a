import { Hono, type Context } from 'hono';
import type { EditionId } from '../../config/editions';
import {
  ROOT_ICONS, ROOT_ICON_CACHE_SECONDS, SECURITY_TXT, SECURITY_TXT_CACHE_SECONDS, SECURITY_TXT_PATH, iconFilePath, type RootIconPath,
} from '../../config/site-files';
import type { PipelineEnv } from '../../middleware/types';
import { plainNotFound } from '../errors';

/** The Worker's static files (the `ASSETS` binding), as far as this reads them. */
export type StaticFiles = { fetch: (request: Request) => Promise<Response> };

export type SiteFilesOptions = {
  /** Where the edition's icons are read from; the Worker's `ASSETS` binding by default. */
  staticFiles?: (c: Context<PipelineEnv>) => StaticFiles | undefined;
};

const fromBinding = (c: Context<PipelineEnv>): StaticFiles | undefined => {
  const assets = c.env?.ASSETS as Partial<StaticFiles> | undefined;
  return typeof assets?.fetch === 'function' ? (assets as StaticFiles) : undefined;
};

/** RFC 9116: where to report, until when the file holds, in which languages, and where it lives. */
export function securityTxt(edition: EditionId, domain: string): string {
  return [
    `Contact: ${SECURITY_TXT.contact[edition]}`,
    `Expires: ${SECURITY_TXT.expires}`,
    `Preferred-Languages: ${SECURITY_TXT.preferredLanguages.join(', ')}`,
    `Canonical: ${new URL(SECURITY_TXT_PATH, domain).toString()}`,
    '',
  ].join('\n');
}

/**
 * Files of the site's root that are not pages, one route each: the edition's icons, which every
 * browser asks for (`/favicon.ico`) or iOS does (`/apple-touch-icon.png`), and its security.txt.
 */
export function siteFiles(options: SiteFilesOptions = {}) {
  const staticFiles = options.staticFiles ?? fromBinding;
  const app = new Hono<PipelineEnv>().get(SECURITY_TXT_PATH, (c) => {
    const { edition, domain } = c.get('request');
    return c.text(securityTxt(edition.id, domain), 200, { 'Cache-Control': `public, max-age=${SECURITY_TXT_CACHE_SECONDS}` });
  });
  for (const path of Object.keys(ROOT_ICONS) as RootIconPath[]) {
    app.get(path, async (c) => {
      const file = await staticFiles(c)?.fetch(new Request(new URL(iconFilePath(c.get('request').edition.id, path), c.req.url)));
      if (!file?.ok || !file.body) return plainNotFound(c);
      return c.body(file.body, 200, { 'Content-Type': ROOT_ICONS[path].type, 'Cache-Control': `public, max-age=${ROOT_ICON_CACHE_SECONDS}` });
    });
  }
  return app;
}
