// A page carries the framework's payload (its markup again, as RSC data for React to hydrate) only
// when it has an island to hydrate; a page without one is whole as the server drew it
// (docs/decisions/022-stylesheets-once.md).
import { describe, expect, inject, it } from 'vitest';
import { clientReferencesOf, inlineScripts, payloadOf } from '../support/payload';

const KINGS = inject('kingsUrl');
const QUEENS = inject('queensUrl');
const ROUTER = ['Slot', 'Children'];

async function page(url: string) {
  const response = await fetch(url);
  return { status: response.status, html: await response.text() };
}

describe('a page without islands', () => {
  it.each([
    `${KINGS}/en/espana/tables`,
    `${QUEENS}/ar/espana/tables`,
    `${KINGS}/en/espana/stats`,
    `${KINGS}/en/espana/teams`,
    `${KINGS}/es/espana/noticias`,
    `${KINGS}/en`,
    // Their forms, kick-off times and countdown are enhanced by the browser entry (ADR 026).
    `${KINGS}/en/espana`,
    `${KINGS}/ar/espana/matches`,
    `${KINGS}/en/espana/stats/goals`,
    `${KINGS}/en/espana/draft-players`,
    `${KINGS}/en/espana/faqs`,
  ])('carries no payload: %s', async (url) => {
    const { status, html } = await page(url);
    expect(status).toBe(200);
    expect(payloadOf(html)).toBe('');
    // The framework's bootstrap is still there: the entry brings error reporting and the menus;
    // what would hand the router a payload to hydrate from went with the payload.
    expect(html).toMatch(/<script id="_R_"[^>]*>[^<]*import\("\/assets\//);
    expect(html).not.toContain('__WAKU_PREFETCHED__');
    expect(html).not.toContain('__WAKU_HYDRATE__');
    expect(html).toContain('</main>');
  });

  it('carries no payload: a news story (its share buttons are enhanced by the browser entry)', async () => {
    const listing = await page(`${KINGS}/es/espana/noticias`);
    const story = /href="(\/es\/espana\/noticias\/[^"]+)"/.exec(listing.html)?.[1];
    expect(story).toBeDefined();
    const { status, html } = await page(`${KINGS}${story}`);
    expect(status).toBe(200);
    expect(html).toContain('data-share="copy"');
    expect(payloadOf(html)).toBe('');
  });

  it('carries no payload: a match page (its live centre follows the match from the browser entry)', async () => {
    const fixtures = await page(`${KINGS}/en/espana/matches`);
    const match = /href="(\/en\/espana\/matches\/\d+-[^"/?]+)"/.exec(fixtures.html)?.[1];
    expect(match).toBeDefined();
    const { status, html } = await page(`${KINGS}${match}`);
    expect(status).toBe(200);
    expect(html).toContain('<script type="application/json" data-live-match');
    expect(html).toContain('class="scoreboard"');
    expect(payloadOf(html)).toBe('');
  });
});

describe('a page with islands', () => {
  it.each([
    [`${KINGS}/es/espana/simulador-plantilla`, 'SquadSimulator'],
  ])('carries its whole payload, in order: %s', async (url, island) => {
    const { status, html } = await page(url);
    expect(status).toBe(200);
    const payload = payloadOf(html);
    expect(clientReferencesOf(payload).slice(0, 2)).toEqual(ROUTER);
    expect(clientReferencesOf(payload)).toContain(island);
    // The stream starts with the router's references and its root row and runs row by row to the end.
    expect(payload).toMatch(/^[0-9a-f]+:I\[/);
    expect(payload).toMatch(/\n0:\{"root":/);
    expect(payload.endsWith('\n')).toBe(true);
    // The bootstrap's hydration globals come out with the payload, after its first part, which they drain.
    const scripts = inlineScripts(html);
    const first = scripts.findIndex((text) => text.startsWith('(self.__FLIGHT_DATA||=[]).push('));
    expect(first).toBeGreaterThan(-1);
    expect(scripts.findIndex((text) => text.includes('globalThis.__WAKU_PREFETCHED__ = {'))).toBeGreaterThanOrEqual(first);
    expect(html.split('globalThis.__WAKU_HYDRATE__ = true;').length - 1).toBe(1);
  });
});

describe('an answer that is not a whole page', () => {
  it('keeps its payload (a 404 here; a page the server failed to draw is drawn from it)', async () => {
    const { status, html } = await page(`${KINGS}/en/espana/no-such-page`);
    expect(status).toBe(404);
    expect(clientReferencesOf(payloadOf(html))).toEqual(ROUTER);
  });
});
