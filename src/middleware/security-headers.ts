import { NEWS_HTML } from '../config/news-html';
import type { MiddlewareHandler } from 'hono';
import { dsnOrigin } from '../lib/reporting/dsn';
import { getHtmlRewriter, type RewriterElement } from './html-rewriter';
import { replaceResponse } from './replace-response';
import type { PipelineEnv } from './types';

export type SecurityHeadersOptions = {
  /** Origins allowed to be framed inside pages (video and social embeds). */
  frameSources?: readonly string[];
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

function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The page's policy. With error reporting on, the browser may send to the DSN's origin and nothing
 * else, and the session replay may compress its recording in a worker it starts from a blob.
 */
export function pageContentSecurityPolicy(nonce: string, frameSources: readonly string[], reportingOrigin?: string): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    reportingOrigin ? `connect-src 'self' ${reportingOrigin}` : "connect-src 'self'",
    // The team alerts' service worker (ADR 035); the replay's compressor starts from a blob.
    reportingOrigin ? "worker-src 'self' blob:" : "worker-src 'self'",
    `frame-src ${frameSources.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
    "form-action 'self'",
    "manifest-src 'self'",
  ].join('; ');
}

const NON_HTML_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

// The policy differs between answers only by its nonce: it is built once per reporting DSN and
// each answer splices its nonce in.
const NONCE_SLOT = '\0';
function policyMaker(frameSources: readonly string[]) {
  const byDsn = new Map<string, [string, string]>();
  return (nonce: string, dsn: string | undefined): string => {
    let halves = byDsn.get(dsn ?? '');
    if (!halves) {
      const reportingOrigin = dsn ? dsnOrigin(dsn) : undefined;
      halves = pageContentSecurityPolicy(NONCE_SLOT, frameSources, reportingOrigin).split(NONCE_SLOT) as [string, string];
      byDsn.set(dsn ?? '', halves);
    }
    return halves[0] + nonce + halves[1];
  };
}

// Waku inlines its bootstrap and RSC payload scripts; each gets this response's nonce at the edge.
function addNonce(response: Response, nonce: string): Response {
  const Rewriter = getHtmlRewriter();
  if (!Rewriter) return response;
  const stamp = { element: (element: RewriterElement) => element.setAttribute('nonce', nonce) };
  return new Rewriter().on('script', stamp).on('link[rel="modulepreload"]', stamp).transform(response);
}

/** Sets the security headers on every response, and a per-response script nonce on HTML. */
export function securityHeaders(options: SecurityHeadersOptions = {}): MiddlewareHandler<PipelineEnv> {
  const frameSources = options.frameSources ?? DEFAULT_FRAME_SOURCES;
  const hstsMaxAge = options.hstsMaxAge ?? 63_072_000;
  if (!Number.isInteger(hstsMaxAge) || hstsMaxAge < 0) throw new Error('hstsMaxAge must be a whole number of seconds');
  if (frameSources.some((source) => !source.startsWith('https://'))) {
    throw new Error('frameSources must be https origins');
  }
  const pagePolicy = policyMaker(frameSources);
  return async (c, next) => {
    await next();
    // A WebSocket handed to its watcher: nothing to secure in a switch of protocols.
    if (c.res.status === 101) return;
    const isHtml = (c.res.headers.get('content-type') ?? '').startsWith('text/html');
    const nonce = isHtml ? createNonce() : '';
    let response = new Response(c.res.body, c.res);
    if (isHtml) response = addNonce(response, nonce);
    const headers = response.headers;
    for (const [name, value] of Object.entries(STATIC_HEADERS)) headers.set(name, value);
    headers.set('Strict-Transport-Security', `max-age=${hstsMaxAge}; includeSubDomains; preload`);
    // The vars are parsed inside the pipeline; an HTML page always went through that.
    headers.set('Content-Security-Policy', isHtml ? pagePolicy(nonce, c.get('request').env.SENTRY_DSN) : NON_HTML_POLICY);
    if (isHtml) headers.set('Content-Type', 'text/html; charset=utf-8');
    // The new answer carries every header of the old already: Hono's copy of them is skipped.
    replaceResponse(c, response);
  };
}
