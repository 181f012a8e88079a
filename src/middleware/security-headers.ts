import { EMBED_FRAME_ANCESTORS } from '../config/embed';
import { SURFACES } from '../config/surfaces';
import { NEWS_HTML } from '../config/news-html';
import type { MiddlewareHandler } from 'hono';
import { dsnOrigin } from '../lib/reporting/dsn';
import { isBuiltHere, replaceResponse } from './replace-response';
import { createNonce, stampScriptNonce } from './script-nonce';
import type { PipelineEnv } from './types';

export type SecurityHeadersOptions = {
  /** Origins allowed to be framed inside pages (video and social embeds). */
  frameSources?: readonly string[];
  /** Who may frame a widget (`/embed/…`); every other answer refuses to be framed (ADR 050). */
  embedFrameAncestors?: readonly string[];
  hstsMaxAge?: number;
};

// Pages frame only the embeds that news articles may carry.
const DEFAULT_FRAME_SOURCES = [...new Set(NEWS_HTML.embedHosts.map((embed) => `https://${embed.host}`))];

const STATIC_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
} as const;

/**
 * The page's policy. With error reporting on, the browser may send to the DSN's origin and nothing
 * else, and the session replay may compress its recording in a worker it starts from a blob.
 */
export function pageContentSecurityPolicy(
  nonce: string, frameSources: readonly string[], reportingOrigin?: string, frameAncestors: readonly string[] = ["'none'"],
): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    reportingOrigin ? `connect-src 'self' ${reportingOrigin}` : "connect-src 'self'",
    // The team alerts' service worker (ADR 035); the replay's compressor starts from a blob.
    reportingOrigin ? "worker-src 'self' blob:" : "worker-src 'self'",
    // 'self': the "For media" page previews the site's own widgets (ADR 050).
    `frame-src 'self' ${frameSources.join(' ')}`,
    `frame-ancestors ${frameAncestors.join(' ')}`,
    "base-uri 'none'",
    "object-src 'none'",
    "form-action 'self'",
    "manifest-src 'self'",
  ].join('; ');
}

/** `*`, or an origin (`https://news.example`, `https://*.example`), as CSP writes a source. */
const FRAME_ANCESTOR_SOURCE = /^(?:\*|https?:\/\/(?:\*\.)?[a-z0-9.-]+(?::\d{1,5})?)$/;

const NON_HTML_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

// The policy differs between answers only by its nonce: it is built once per reporting DSN and
// each answer splices its nonce in.
const NONCE_SLOT = '\0';
function policyMaker(frameSources: readonly string[], frameAncestors?: readonly string[]) {
  const byDsn = new Map<string, [string, string]>();
  return (nonce: string, dsn: string | undefined): string => {
    let halves = byDsn.get(dsn ?? '');
    if (!halves) {
      const reportingOrigin = dsn ? dsnOrigin(dsn) : undefined;
      halves = pageContentSecurityPolicy(NONCE_SLOT, frameSources, reportingOrigin, frameAncestors).split(NONCE_SLOT) as [string, string];
      byDsn.set(dsn ?? '', halves);
    }
    return halves[0] + nonce + halves[1];
  };
}

/** Sets the security headers on every response, and a per-response script nonce on HTML. */
export function securityHeaders(options: SecurityHeadersOptions = {}): MiddlewareHandler<PipelineEnv> {
  const frameSources = options.frameSources ?? DEFAULT_FRAME_SOURCES;
  const hstsMaxAge = options.hstsMaxAge ?? 63_072_000;
  if (!Number.isInteger(hstsMaxAge) || hstsMaxAge < 0) throw new Error('hstsMaxAge must be a whole number of seconds');
  if (frameSources.some((source) => !source.startsWith('https://'))) {
    throw new Error('frameSources must be https origins');
  }
  const frameAncestors = options.embedFrameAncestors ?? EMBED_FRAME_ANCESTORS;
  if (frameAncestors.length === 0 || frameAncestors.some((source) => !FRAME_ANCESTOR_SOURCE.test(source))) {
    throw new Error('embedFrameAncestors must be *, or http(s) origins');
  }
  const pagePolicy = policyMaker(frameSources);
  const widgetPolicy = policyMaker(frameSources, frameAncestors);
  const staticHeaders: [string, string][] = [...Object.entries(STATIC_HEADERS), ['Strict-Transport-Security', `max-age=${hstsMaxAge}; includeSubDomains; preload`]];
  return async (c, next) => {
    // Made when first asked for: by the page cache, which stamps a kept page with it, or below.
    let nonce: string | undefined;
    c.set('scriptNonce', () => (nonce ??= createNonce()));
    await next();
    // A WebSocket handed to its watcher: nothing to secure in a switch of protocols.
    if (c.res.status === 101) return;
    const isHtml = (c.res.headers.get('content-type') ?? '').startsWith('text/html');
    const stamped = c.get('nonceStamped') === true;
    // An answer built in the pipeline is changed in place; any other is copied first, since its
    // headers may be immutable. A page not yet stamped is stamped as it streams.
    let response = isBuiltHere(c.res) && (!isHtml || stamped) ? c.res : new Response(c.res.body, c.res);
    if (isHtml && !stamped) response = stampScriptNonce(response, c.get('scriptNonce')());
    const headers = response.headers;
    for (const [name, value] of staticHeaders) headers.set(name, value);
    // Only a widget's page may be framed, by the sites the config names: no X-Frame-Options
    // (it cannot name several sites), frame-ancestors instead.
    const widget = isHtml && SURFACES[c.get('request').surface].framing === 'partners';
    if (widget) headers.delete('X-Frame-Options');
    const policy = widget ? widgetPolicy : pagePolicy;
    // The vars are parsed inside the pipeline; an HTML page always went through that.
    headers.set('Content-Security-Policy', isHtml ? policy(c.get('scriptNonce')(), c.get('request').env.SENTRY_DSN) : NON_HTML_POLICY);
    if (isHtml) headers.set('Content-Type', 'text/html; charset=utf-8');
    // The new answer carries every header of the old already: Hono's copy of them is skipped.
    if (response !== c.res) replaceResponse(c, response);
  };
}
