import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { getRequestContext } from '../lib/request-context';
import { requestContext, type RequestContextOptions } from './resolve-request-context';
import type { PipelineEnv } from './types';

// Waku's per-request store, which the renderer reads; one for the whole file.
const rendererStore = vi.hoisted(() => ({}) as Record<string, unknown>);
vi.mock('../lib/request-data', () => ({ getContextData: () => rendererStore }));

/** An app that answers with what the request resolved to, as the middlewares after it read it. */
function appWith(options: RequestContextOptions = {}) {
  const app = new Hono<PipelineEnv>();
  app.use(requestContext(options));
  app.get('*', (c) => {
    const { env, edition, domain, lang, region, resolution, pageFile, pathname, search } = c.get('request');
    return c.json({
      env, edition: edition.id, domain, lang, region: region?.slug ?? null, pathname, search,
      route: resolution.kind === 'page' ? resolution.routeId : `error-${resolution.status}`,
      file: pageFile ? { name: pageFile.name, pagePath: pageFile.pagePath, route: pageFile.page.kind === 'page' ? pageFile.page.routeId : 'error' } : null,
    });
  });
  app.onError((error, c) => c.text(error.message, 500));
  return app;
}

const app = appWith();
const read = async (path: string, env: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  (await app.request(path, { headers }, env)).json();

describe('requestContext: the Worker’s vars', () => {
  it('reads the edition and settings, and the site’s domain from SITE_DOMAIN, else the edition’s', async () => {
    const queens = await read('/en', { EDITION: 'queens', SITE_DOMAIN: 'https://staging.example', COOKIE_SECURE: 'true' });
    expect(queens).toMatchObject({ edition: 'queens', domain: 'https://staging.example', env: { EDITION: 'queens', COOKIE_SECURE: true } });
    expect(await read('/en', { EDITION: 'queens' })).toMatchObject({ domain: 'https://queensleague.pro' });
  });

  it('defaults to the men’s edition', async () => {
    expect(await read('/en')).toMatchObject({ edition: 'kings', domain: 'https://kingsleague.pro', env: { COOKIE_SECURE: false } });
  });

  it('refuses a deployment with an unknown edition, naming the field', async () => {
    const response = await app.request('/en', {}, { EDITION: 'princes' });
    expect(response.status).toBe(500);
    expect(await response.text()).toContain('EDITION');
  });
});

describe('requestContext: a page', () => {
  it('resolves the route, language and region of the path, with its query', async () => {
    expect(await read('/fr/espana/classement?page=2')).toMatchObject({ route: 'tables', lang: 'fr', region: 'espana', pathname: '/fr/espana/classement', search: '?page=2' });
  });

  it('resolves a region the edition does not have as a 404 in the path’s language', async () => {
    expect(await read('/de/atlantis/tabellen')).toMatchObject({ route: 'error-404', lang: 'de', region: null });
    expect(await read('/en/mena', { EDITION: 'queens' })).toMatchObject({ route: 'error-404' });
  });

  it('reads the visitor’s language only where the path names none: cookie, then browser, then Spanish', async () => {
    expect(await read('/espana', {}, { cookie: 'i18n_redirected=it', 'accept-language': 'fr' })).toMatchObject({ lang: 'it', route: 'error-404' });
    expect(await read('/espana', {}, { 'accept-language': 'ja, pt-BR;q=0.8' })).toMatchObject({ lang: 'pt' });
    expect(await read('/espana')).toMatchObject({ lang: 'es' });
    expect(await read('/en/espana', {}, { cookie: 'i18n_redirected=it', 'accept-language': 'fr' })).toMatchObject({ lang: 'en' });
  });

  it('names the page a feed hangs from', async () => {
    expect(await read('/es/espana/noticias/feed.xml')).toMatchObject({ file: { name: 'feed.xml', pagePath: '/es/espana/noticias', route: 'news' } });
    expect(await read('/fr/espana/matchs/calendrier.ics')).toMatchObject({ file: { name: 'calendrier.ics', route: 'matches' } });
    expect(await read('/fr/espana/matchs')).toMatchObject({ file: null });
  });

  it('keeps the edition’s regions unless told otherwise', async () => {
    expect(await (await appWith({ regions: [] }).request('/en/espana/tables')).json()).toMatchObject({ route: 'error-500' });
  });

  it('hands a page’s context to the renderer, and a framework request’s to nobody', async () => {
    for (const key of Object.keys(rendererStore)) delete rendererStore[key];
    await app.request('/RSC/R/en/espana.txt');
    expect(getRequestContext()).toBeUndefined();
    await app.request('/en/espana');
    expect(getRequestContext()?.pathname).toBe('/en/espana');
  });
});

describe('requestContext: an API call', () => {
  it('takes the language and region its query names, when the edition has them', async () => {
    expect(await read('/api/live/match-centre?region=espana&lang=de')).toMatchObject({ lang: 'de', region: 'espana', route: 'error-404' });
    expect(await read('/api/live/match-centre?region=atlantis&lang=xx')).toMatchObject({ lang: 'es', region: null });
    expect(await read('/api/live/match-centre?region=mena', { EDITION: 'queens' })).toMatchObject({ region: null });
  });

  it('does not read a file’s query', async () => {
    expect(await read('/img/x.jpg?region=espana&lang=de')).toMatchObject({ lang: 'es', region: null });
  });
});

describe('requestContext: options', () => {
  it('fails when built with a fallback outside its locales', () => {
    expect(() => requestContext({ locales: ['en'], fallback: 'es' })).toThrow();
  });

  it('detects only among its locales, falling back to its own', async () => {
    const english = appWith({ locales: ['en', 'fr'], fallback: 'en' });
    expect(await (await english.request('/espana', { headers: { 'accept-language': 'de' } })).json()).toMatchObject({ lang: 'en' });
    expect(await (await english.request('/espana', { headers: { 'accept-language': 'de, fr;q=0.5' } })).json()).toMatchObject({ lang: 'fr' });
  });
});
