import { describe, expect, it } from 'vitest';
import { requestContext } from './resolve-request-context';
import { securityHeaders } from './security-headers';
import { buildTestApp, KINGS_ENV } from './test-app';
import { localeRedirect } from './locale-redirect';

const app = buildTestApp([securityHeaders(), requestContext(), localeRedirect()]);

describe('securityHeaders', () => {
  it('sets a nonce-based policy without unsafe-inline scripts on pages', async () => {
    const response = await app.request('/en/espana', {}, KINGS_ENV);
    const policy = response.headers.get('content-security-policy') ?? '';
    const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]{20,}'/);
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
  });

  it('uses a fresh nonce for every response', async () => {
    const nonce = async () => (await app.request('/en', {}, KINGS_ENV)).headers.get('content-security-policy')?.match(/nonce-([^']+)/)?.[1];
    expect(await nonce()).not.toBe(await nonce());
  });

  it('sets the other headers on every response, redirects included', async () => {
    for (const path of ['/en', '/']) {
      const response = await app.request(path, {}, KINGS_ENV);
      expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d+; includeSubDomains/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy')).toContain('camera=()');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });

  it('locks down answers that are not pages', async () => {
    const response = await app.request('/', {}, KINGS_ENV);
    expect(response.status).toBe(302);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('fails when built with a bad option, not on a request', () => {
    expect(() => securityHeaders({ hstsMaxAge: -1 })).toThrow();
    expect(() => securityHeaders({ frameSources: ['http://insecure.example'] })).toThrow();
  });
});

describe('securityHeaders with error reporting', () => {
  const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

  it('lets pages send to the DSN’s origin and nowhere else when a DSN is configured', async () => {
    const response = await app.request('/en/espana', {}, { ...KINGS_ENV, SENTRY_DSN: 'https://public@o7.ingest.sentry.io/99' });
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://o7.ingest.sentry.io");
    expect(directive(policy, 'worker-src')).toBe("worker-src 'self' blob:");
  });

  it('allows no other origin and only the site’s own service worker when reporting is off', async () => {
    const policy = (await app.request('/en/espana', {}, KINGS_ENV)).headers.get('content-security-policy') ?? '';
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(policy, 'worker-src')).toBe("worker-src 'self'");
  });
});

describe('securityHeaders for partners’ widgets', () => {
  const policyOf = (response: Response) => response.headers.get('content-security-policy') ?? '';

  it('lets only a widget’s page be framed, by the configured sites', async () => {
    const widget = await app.request('/embed/en/espana/standings', {}, KINGS_ENV);
    expect(policyOf(widget)).toContain('frame-ancestors *;');
    expect(widget.headers.get('x-frame-options')).toBeNull();
    // The same nonce-based scripts as any page.
    expect(policyOf(widget)).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]{20,}' 'strict-dynamic'/);
    for (const path of ['/en/espana', '/en/espana/for-media', '/embedded/en/espana/standings', '/en/embed/espana']) {
      const page = await app.request(path, {}, KINGS_ENV);
      expect(policyOf(page), path).toContain("frame-ancestors 'none'");
      expect(page.headers.get('x-frame-options'), path).toBe('DENY');
    }
  });

  it('takes its list of framing sites from its options, and refuses a malformed one when built', async () => {
    const listed = buildTestApp([securityHeaders({ embedFrameAncestors: ['https://news.example', 'https://*.club.example'] }), requestContext()]);
    const response = await listed.request('/embed/es/espana/matches', {}, KINGS_ENV);
    expect(policyOf(response)).toContain('frame-ancestors https://news.example https://*.club.example;');
    expect(() => securityHeaders({ embedFrameAncestors: [] })).toThrow();
    expect(() => securityHeaders({ embedFrameAncestors: ["'self'; script-src *"] })).toThrow();
  });

  it('lets pages frame the site’s own widgets (the For media page’s previews)', async () => {
    expect(policyOf(await app.request('/en/espana/for-media', {}, KINGS_ENV))).toMatch(/frame-src 'self' /);
  });
});
