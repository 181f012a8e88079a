// The league on a partner's page (issue 34): a host page served from another origin (a second
// local port) with several widgets side by side, as embed.js inserts them. Each renders in both
// editions and in Arabic, fits its content with no inner scrollbar at 320 and 1024 px and passes
// axe; a live widget shows a goal as fast as the match page; a bad option is a 400 inside the
// frame; and a page that is not a widget refuses to be framed.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { slugify } from '../../src/lib/text/slugify';
import { formatViolations, runAxe, useBrowser, withPage } from '../support/browser';
import { useClockServer } from '../support/clock-server';
import { findLiveMatch, goalsOf, liveMatchWithPlayLeft, playToNextGoal, readSeasonTurns, refuseWebSockets, type RawMatch } from '../support/live-match';

const browser = useBrowser();
const SITES = { kings: inject('kingsUrl'), queens: inject('queensUrl') } as const;

/** A partner's site: its own origin, serving the page each test writes at a path of its own. */
type Host = { url: string; page: (path: string, body: string) => string; close: () => Promise<void> };

async function startHost(): Promise<Host> {
  const pages = new Map<string, string>();
  const server: Server = createServer((request, response) => {
    const body = pages.get(new URL(request.url ?? '/', 'http://host').pathname);
    response.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(body ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    page(path, body) {
      pages.set(path, `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>A partner's page</title></head><body style="margin:0">${body}</body></html>`);
      return url + path;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let host: Host;
beforeAll(async () => {
  host = await startHost();
});
afterAll(() => host?.close());

type Widget = { widget: string; options?: Record<string, string> };

/** One line per widget, as a partner pastes it, in a row that wraps as the page narrows. */
function widgetTags(site: string, lang: string, widgets: readonly Widget[]): string {
  const tags = widgets.map(({ widget, options = {} }) => {
    const data = Object.entries(options).map(([name, value]) => ` data-${name}="${value}"`).join('');
    return `<div style="flex:1 1 300px;min-width:0"><script src="${site}/embed.js" data-widget="${widget}" data-region="espana" data-lang="${lang}"${data} async></script></div>`;
  });
  return `<div style="display:flex;flex-wrap:wrap;gap:12px">${tags.join('')}</div>`;
}

/** The widgets' frames of the page, in document order. */
async function widgetFrames(page: Page, count: number): Promise<Frame[]> {
  await expect.poll(() => page.locator('iframe').count(), { timeout: 15_000 }).toBe(count);
  const frames: Frame[] = [];
  for (const handle of await page.locator('iframe').elementHandles()) frames.push((await handle.contentFrame())!);
  return frames;
}

/** How a frame sits: its height on the host page, and its document's size against its viewport. */
async function fit(page: Page, index: number, frame: Frame) {
  const frameHeight = await page.locator('iframe').nth(index).evaluate((element) => element.getBoundingClientRect().height);
  const inside = await frame.evaluate(() => ({
    contentHeight: Math.ceil(document.querySelector('main')!.getBoundingClientRect().height),
    scrollHeight: document.documentElement.scrollHeight,
    innerHeight,
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth,
  }));
  return { frameHeight, ...inside };
}

/** A team of Spain's current matchday, from the site's own live data. */
async function aTeam(site: string): Promise<number> {
  const response = await fetch(`${site}/api/live/match-centre?region=espana&lang=en`);
  const { turns } = (await response.json()) as { turns: { matches: { homeTeamId?: number }[] }[] };
  const team = turns.flatMap((turn) => turn.matches).find((match) => match.homeTeamId !== undefined)?.homeTeamId;
  if (team === undefined) throw new Error('the demo league has no team');
  return team;
}

describe('widgets on a partner’s page', () => {
  const cases = (['kings', 'queens'] as const).flatMap((edition) => (['en', 'ar'] as const).flatMap((lang) => [320, 1024].map((width) => [edition, lang, width] as const)));

  it.each(cases)('%s, %s, %i px: each renders, fits its content without a scrollbar, and passes axe', async (edition, lang, width) => {
    const site = SITES[edition];
    const team = String(await aTeam(site));
    const widgets: Widget[] = [
      { widget: 'standings', options: { top: '6', team } },
      { widget: 'matches', options: { theme: 'dark' } },
      { widget: 'next-match', options: { team, accent: '#e30613' } },
    ];
    const url = host.page(`/${edition}-${lang}-${width}`, `<h1>News of the day</h1>${widgetTags(site, lang, widgets)}<p>More news.</p>`);
    await withPage(browser(), { viewport: { width, height: 800 } }, async (page) => {
      await page.goto(url);
      const frames = await widgetFrames(page, widgets.length);
      for (const [index, frame] of frames.entries()) {
        const name = `${widgets[index]!.widget} (${frame.url()})`;
        await frame.waitForSelector('main .widget h1', { timeout: 15_000 });
        expect(await frame.evaluate(() => document.documentElement.dataset.edition), name).toBe(edition);
        expect(await frame.evaluate(() => document.documentElement.lang.slice(0, 2)), name).toBe(lang);
        expect(await frame.evaluate(() => document.dir), name).toBe(lang === 'ar' ? 'rtl' : 'ltr');
        // The frame takes the height the widget posts: its whole content, nothing to scroll.
        await expect.poll(async () => {
          const { frameHeight, contentHeight } = await fit(page, index, frame);
          return Math.abs(frameHeight - contentHeight) <= 1;
        }, { timeout: 10_000, message: `${name} is not fitted: ${JSON.stringify(await fit(page, index, frame))}` }).toBe(true);
        const { scrollHeight, innerHeight, scrollWidth, innerWidth } = await fit(page, index, frame);
        expect(scrollHeight, name).toBeLessThanOrEqual(innerHeight + 1);
        expect(scrollWidth, name).toBeLessThanOrEqual(innerWidth + 1);
        // Every link opens the full site in a new tab.
        const links = await frame.locator('a').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('target')));
        expect(links.length, name).toBeGreaterThan(0);
        expect(new Set(links), name).toEqual(new Set(['_blank']));
        // Nothing stored, nothing of the site's own scripts.
        expect(await frame.evaluate(() => document.cookie), name).toBe('');
        expect(await frame.locator('script[src]').evaluateAll((scripts) => scripts.map((script) => new URL((script as HTMLScriptElement).src).pathname)), name).toEqual(['/embed/widget.js']);
        const violations = await runAxe(frame as unknown as Page);
        expect(violations, `${name}\n${formatViolations(violations)}`).toEqual([]);
      }
      // Side by side where there is room.
      if (width === 1024) {
        const tops = await page.locator('iframe').evaluateAll((frames) => frames.map((frame) => Math.round(frame.getBoundingClientRect().top)));
        expect(new Set(tops).size).toBe(1);
      }
    });
  }, 120_000);

  it('shows a bad option as a 400 inside the frame, and the other widgets beside it as they are', async () => {
    const url = host.page('/bad-option', widgetTags(SITES.kings, 'en', [{ widget: 'standings', options: { colour: 'red' } }, { widget: 'standings', options: { top: '0' } }, { widget: 'matches' }]));
    await withPage(browser(), { viewport: { width: 1024, height: 800 } }, async (page) => {
      const statuses: number[] = [];
      page.on('response', (response) => {
        if (response.url().includes('/embed/en/espana/standings')) statuses.push(response.status());
      });
      await page.goto(url);
      const [unknown, invalid, fine] = await widgetFrames(page, 3);
      await expect.poll(() => unknown!.locator('.widget--refused').textContent(), { timeout: 15_000 }).toContain('unknown option "colour"');
      await expect.poll(() => invalid!.locator('.widget--refused').textContent(), { timeout: 15_000 }).toContain('option "top" must be a number from 1 to 40');
      expect(statuses).toEqual([400, 400]);
      await fine!.waitForSelector('main .widget .match-lines, main .widget .widget__empty', { timeout: 15_000 });
      const violations = await runAxe(unknown as unknown as Page);
      expect(violations, formatViolations(violations)).toEqual([]);
    });
  }, 60_000);

  it('frames a widget from a plain iframe, and refuses to frame any page that is not one', async () => {
    const site = SITES.kings;
    const url = host.page('/framing', `<iframe id="widget" title="widget" src="${site}/embed/en/espana/standings?top=3"></iframe><iframe id="page" title="page" src="${site}/en/espana"></iframe><iframe id="media" title="media" src="${site}/en/espana/for-media"></iframe>`);
    await withPage(browser(), { viewport: { width: 1024, height: 800 } }, async (page) => {
      const refused: string[] = [];
      page.on('console', (message) => {
        if (/frame-ancestors/.test(message.text())) refused.push(message.text());
      });
      await page.goto(url);
      const frameOf = async (id: string) => (await page.locator(`#${id}`).elementHandle())!.contentFrame();
      await (await frameOf('widget'))!.waitForSelector('.widget-table', { timeout: 15_000 });
      for (const id of ['page', 'media']) {
        await expect.poll(async () => (await frameOf(id))?.url(), { timeout: 15_000 }).toMatch(/^chrome-error:/);
        expect(await (await frameOf(id))!.locator('main').count()).toBe(0);
      }
      expect(refused.length).toBeGreaterThanOrEqual(2);
    });
  }, 60_000);
});

describe('a live widget on a partner’s page', () => {
  // A server of our own: only it lets the test move the demo league's clock, which only moves on.
  const clockServer = useClockServer();
  let clock = 0;

  const matchPath = (match: RawMatch) =>
    `/en/espana/matches/${match.id}-${slugify(match.participants.homeTeam.name)}-vs-${slugify(match.participants.awayTeam.name)}`;
  const score = (where: Page | Frame) => where.locator('.scoreboard__score .visually-hidden').textContent();

  it('shows a goal as fast as the match page does, and says it as calmly', async () => {
    const site = clockServer();
    const match = await findLiveMatch(site.url);
    const url = host.page('/live', widgetTags(site.url, 'en', [{ widget: 'live', options: { match: String(match.id) } }, { widget: 'standings', options: { top: '4' } }]));
    const context = await browser().newContext({ viewport: { width: 1024, height: 900 } });
    try {
      const [partner, matchPage] = [await context.newPage(), await context.newPage()];
      const sockets = { partner: 0, matchPage: 0 };
      partner.on('websocket', () => sockets.partner++);
      matchPage.on('websocket', () => sockets.matchPage++);
      await Promise.all([partner.goto(url), matchPage.goto(site.url + matchPath(match))]);
      const [live] = await widgetFrames(partner, 2);
      await live!.waitForSelector('.scoreboard__score', { timeout: 15_000 });
      // Both follow the match over its socket before the goal.
      await expect.poll(() => sockets.partner > 0 && sockets.matchPage > 0, { timeout: 30_000 }).toBe(true);
      const before = await score(matchPage);
      expect(await score(live!)).toBe(before);

      const moved = Date.now();
      ({ offset: clock } = await playToNextGoal(site.url, match.id, goalsOf(match), clock));
      const seen = { widget: 0, page: 0 };
      await expect.poll(async () => {
        const [inWidget, onPage] = await Promise.all([score(live!), score(matchPage)]);
        if (!seen.widget && inWidget !== before) seen.widget = Date.now() - moved;
        if (!seen.page && onPage !== before) seen.page = Date.now() - moved;
        return Boolean(seen.widget && seen.page);
      }, { timeout: 30_000, interval: 100 }).toBe(true);
      expect(await score(live!)).toBe(await score(matchPage));
      // As fast: within a poll's interval and a little of each other, pushed to both.
      expect(Math.abs(seen.widget - seen.page), JSON.stringify(seen)).toBeLessThan(1_500);
      await expect.poll(() => live!.locator('main [aria-live="polite"]').textContent(), { timeout: 5_000 }).toMatch(/goal|penalty|president/i);
      // Its frame grew with the timeline: still nothing to scroll.
      await expect.poll(() => fit(partner, 0, live!).then(({ frameHeight, contentHeight }) => Math.abs(frameHeight - contentHeight) <= 1), { timeout: 5_000 }).toBe(true);
      console.info(`a goal shown ${seen.widget} ms after the clock moved in the widget, ${seen.page} ms on the match page`);
      const violations = await runAxe(live as unknown as Page);
      expect(violations, formatViolations(violations)).toEqual([]);
    } finally {
      await context.close();
    }
  }, 150_000);

  it('follows its match by polling when the host’s browser refuses the socket', async () => {
    const site = clockServer();
    const found = await liveMatchWithPlayLeft(site.url, clock);
    clock = found.offset;
    const { match } = found;
    // Another address than the first test's (a theme), so no copy kept from before the clock moved is served.
    const url = host.page('/live-polling', widgetTags(site.url, 'en', [{ widget: 'live', options: { match: String(match.id), theme: 'light' } }]));
    const context = await browser().newContext({ viewport: { width: 320, height: 900 } });
    try {
      // Every frame of the page, the widget's included, gets no WebSocket.
      await context.addInitScript(refuseWebSockets);
      const partner = await context.newPage();
      const polls: string[] = [];
      partner.on('request', (request) => {
        if (request.url().includes('/api/live/match?')) polls.push(request.url());
      });
      await partner.goto(url);
      const [live] = await widgetFrames(partner, 1);
      // A match the clock was just moved to the kick-off of may be drawn from data kept a moment
      // before it (not started, no score): the widget's polls show the score once that expires.
      await live!.waitForSelector('.scoreboard__score', { timeout: 45_000 });
      const before = await score(live!);
      ({ offset: clock } = await playToNextGoal(site.url, match.id, goalsOf(match), clock));
      // Every 8 s, through the edge cache and the data cache: up to about 16 s.
      await expect.poll(() => score(live!), { timeout: 45_000, interval: 1_000 }).not.toBe(before);
      expect(polls.length).toBeGreaterThan(0);
      await expect.poll(() => live!.locator('main [aria-live="polite"]').textContent(), { timeout: 5_000 }).toMatch(/goal|penalty|president/i);
    } finally {
      await context.close();
    }
  }, 150_000);
});

describe('the For media page', () => {
  it.each([['kings', 'en', 1280], ['queens', 'ar', 360]] as const)('%s, %s, %i px: previews each widget fitted to its content, and passes axe', async (edition, lang, width) => {
    const site = SITES[edition];
    await withPage(browser(), { viewport: { width, height: 900 } }, async (page) => {
      // Arabic addresses keep the Latin word, as every page's.
      await page.goto(`${site}/${lang}/espana/for-media`);
      const previews = page.locator('iframe[data-widget-preview]');
      expect(await previews.count()).toBeGreaterThanOrEqual(3);
      for (const handle of await previews.elementHandles()) {
        await handle.scrollIntoViewIfNeeded();
        const frame = (await handle.contentFrame())!;
        await frame.waitForSelector('main .widget', { timeout: 15_000 });
        await expect.poll(async () => {
          const height = await handle.evaluate((element: Element) => Math.round(element.getBoundingClientRect().height));
          const content = await frame.evaluate(() => Math.ceil(document.querySelector('main')!.getBoundingClientRect().height));
          return Math.abs(height - content) <= 2;
        }, { timeout: 10_000, message: frame.url() }).toBe(true);
      }
      const violations = await runAxe(page);
      expect(violations, formatViolations(violations)).toEqual([]);
    });
  }, 90_000);
});

describe('a live widget’s team names on a 360 px phone', () => {
  const NAME = 'Búhos de Medianoche';

  it.each(['en', 'ar'] as const)('wrap at their spaces, no word broken, and hyphenate only a word that cannot fit (%s)', async (lang) => {
    const site = SITES.kings;
    const match = (await readSeasonTurns(site)).flatMap((turn) => turn.matches).find((candidate) => [candidate.participants.homeTeam.name, candidate.participants.awayTeam.name].includes(NAME));
    if (!match) throw new Error(`the demo league has no match of ${NAME}`);
    await withPage(browser(), { viewport: { width: 360, height: 640 } }, async (page) => {
      await page.goto(`${site}/embed/${lang}/espana/live?match=${match.id}`);
      // Held by its place, as its words change below.
      const teams = page.locator('.live-widget__team');
      const team = teams.nth(await teams.evaluateAll((links) => links.findIndex((link) => link.textContent?.includes('Medianoche'))));
      /** Each word of the name with the lines it takes, and the lines of the whole name. */
      const measure = () => team.evaluate((link) => {
        const linesOf = (rects: DOMRectList) => new Set([...rects].map((rect) => Math.round(rect.top))).size;
        const words: { text: string; lines: number }[] = [];
        const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const found of (node.textContent ?? '').matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, found.index);
            range.setEnd(node, found.index + found[0].length);
            words.push({ text: found[0], lines: linesOf(range.getClientRects()) });
          }
        }
        const whole = document.createRange();
        whole.selectNodeContents(link);
        return { words, lines: linesOf(whole.getClientRects()), overflows: link.scrollWidth > link.clientWidth };
      });
      const measured = await measure();
      expect(measured.words).toEqual(NAME.split(' ').map((text) => ({ text, lines: 1 })));
      expect(measured.lines).toBeGreaterThanOrEqual(1);
      expect(measured.lines).toBeLessThanOrEqual(2);
      expect(measured.overflows).toBe(false);
      expect(await page.locator('.live-widget__word--hyphenated').count()).toBe(0);
      await page.screenshot({ path: `tests/.artifacts/live-widget-names-${lang}-360.png` });

      // A single word no column of a 360 px frame can hold is hyphenated by the page's language,
      // and only that word.
      await team.locator('.live-widget__word').last().evaluate((word) => {
        word.textContent = 'Mitternachtseulenfußballmannschaft';
      });
      await page.setViewportSize({ width: 361, height: 640 });
      await expect.poll(() => team.locator('.live-widget__word--hyphenated').allTextContents()).toEqual(['Mitternachtseulenfußballmannschaft']);
      expect(await team.evaluate((link) => link.scrollWidth <= link.clientWidth)).toBe(true);
      expect(await team.locator('.live-widget__word--hyphenated').evaluate((word) => getComputedStyle(word).hyphens)).toBe('auto');
      expect(await page.evaluate(() => document.documentElement.lang.slice(0, 2))).toBe(lang);
    });
  });
});
