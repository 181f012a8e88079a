// The site as an app on a fan's phone (ADR 046, 047), in Chromium as the fan uses it: installable
// in both editions and in English and Arabic; offline, a page already read comes back with its
// banner and an address never visited shows the offline page, while the live API never comes from
// a cache; a new build's worker drops the old build's payloads and the page goes on; the team
// alerts come through the one worker that replaced theirs; an iPhone's Safari explains the Home
// Screen; a fan saving data opens no socket; and the background refresh reads the fan's team.
// The install check needs a profile on disk: Chromium says `in-incognito` of any other context.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { slugify } from '../../src/lib/text/slugify';
import { CHROMIUM_ARGS, CHROMIUM_PATH, formatViolations, runAxe, useBrowser, watchErrors, withContext } from '../support/browser';
import { startDegradingProxy } from '../support/degrading-proxy';
import { findLiveMatch } from '../support/live-match';

const BASES = { kings: inject('kingsUrl'), queens: inject('queensUrl') };
const browser = useBrowser();

const WORDS = {
  en: { banner: 'Offline · as of', retry: 'Retry', title: 'You are offline', kept: 'Pages you can read without a connection', ready: 'A new version is ready', accept: 'Update' },
  ar: { banner: 'غير متصل · حتى', retry: 'أعد المحاولة', title: 'أنت غير متصل بالإنترنت', kept: 'صفحات يمكنك قراءتها دون اتصال', ready: 'إصدار جديد جاهز', accept: 'حدّث' },
} as const;

/** A fresh profile on disk, as a phone's browser is, deleted once `run` is done. */
async function withProfile<T>(width: number, run: (context: BrowserContext) => Promise<T>): Promise<T> {
  const folder = mkdtempSync(path.join(tmpdir(), 'kl-app-'));
  const context = await chromium.launchPersistentContext(folder, {
    executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS], viewport: { width, height: 800 }, timeout: 60_000,
  });
  try {
    return await run(context);
  } finally {
    await context.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Opens the page and waits until the site's worker answers it and has kept it. */
async function openKept(context: BrowserContext, url: string): Promise<Page> {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(url);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  await expect.poll(() => page.evaluate(async (address) => Boolean(await (await caches.open('kl-pages')).match(address)), url), { timeout: 20_000 }).toBe(true);
  return page;
}

/** The script nonce a policy accepts. */
const nonceOf = (policy: string | null | undefined) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];

/** Every address any of the worker's caches holds. */
const cachedAddresses = (page: Page) =>
  page.evaluate(async () => (await Promise.all((await caches.keys()).map(async (name) => (await (await caches.open(name)).keys()).map((request) => request.url)))).flat());

describe('installing the site', () => {
  it.each([
    ['kings', 'en'], ['kings', 'ar'], ['queens', 'en'], ['queens', 'ar'],
  ] as const)('passes Chromium’s own install check for the %s edition in %s, with a manifest in that language', async (edition, lang) => {
    await withProfile(360, async (context) => {
      const page = await openKept(context, `${BASES[edition]}/${lang}/espana`);
      const cdp = await context.newCDPSession(page);
      expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
      const { url, errors } = await cdp.send('Page.getAppManifest');
      expect(errors).toEqual([]);
      expect(url).toBe(`${BASES[edition]}/manifest.webmanifest?lang=${lang}`);
      const manifest = (await (await fetch(url)).json()) as { name: string; lang: string; dir: string; start_url: string };
      expect(manifest).toMatchObject({ name: edition === 'kings' ? 'Kings League' : 'Queens League', lang: lang === 'en' ? 'en-GB' : 'ar', dir: lang === 'ar' ? 'rtl' : 'ltr', start_url: `/${lang}` });
    });
  }, 90_000);
});

describe('reading offline', () => {
  it.each([
    ['kings', 'en', 360], ['queens', 'ar', 1280],
  ] as const)('gives the %s edition’s page read before back in %s with its banner, an offline page elsewhere, and no live data from a cache (%i px)', async (edition, lang, width) => {
    const base = BASES[edition];
    const words = WORDS[lang];
    await withProfile(width, async (context) => {
      const url = `${base}/${lang}/espana/matches`;
      const page = await openKept(context, url);
      const liveData = `/api/live/match?region=espana&lang=${lang}&id=1`;
      expect(await page.evaluate(async (address) => (await fetch(address)).status, liveData)).toBeLessThan(500);
      expect((await cachedAddresses(page)).filter((address) => address.includes('/api/'))).toEqual([]);

      await context.setOffline(true);
      const replayed = await page.reload();
      const banner = page.locator('[data-offline-copy]');
      // Replayed under a nonce of its own: the one it was kept with runs nothing (ADR 055).
      const keptNonce = nonceOf(await page.evaluate(async (address) => (await (await caches.open('kl-pages')).match(address))?.headers.get('content-security-policy'), url));
      const replayNonce = nonceOf((await replayed?.allHeaders())?.['content-security-policy']);
      expect(keptNonce).toBeTruthy();
      expect(replayNonce).toBeTruthy();
      expect(replayNonce).not.toBe(keptNonce);
      expect(await banner.getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      expect(await banner.locator('[role="status"]').textContent()).toMatch(new RegExp(`^${words.banner} \\S+`));
      expect(await banner.getByRole('link', { name: words.retry }).isVisible()).toBe(true);
      expect(await page.locator('main h1').count()).toBe(1);
      expect(formatViolations(await runAxe(page))).toBe('');
      // Its own scripts ran under the fresh nonce (the browser entry marks the menus ready), and so
      // did the one the worker wrote after the banner, which waits for the network (ADR 073).
      await page.locator('html[data-menus="ready"]').waitFor({ state: 'attached' });
      await page.locator('[data-offline-copy="waiting"]').waitFor({ state: 'attached' });
      // The live API is never answered from the worker's caches: offline, asked past the browser's
      // own HTTP cache (which keeps it its 8 s), it fails as the network does.
      expect(await page.evaluate(async (address) => fetch(address, { cache: 'no-cache' }).then((answer) => answer.status, () => 'failed'), liveData)).toBe('failed');

      // An address never visited: the offline page, in the language of the address, listing what was kept.
      await page.goto(`${base}/${lang}/espana/teams`);
      expect(await page.locator('html').getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      expect(await page.locator('h1').textContent()).toBe(words.title);
      expect(await page.locator('h2').textContent()).toBe(words.kept);
      expect(await page.locator('li a').first().getAttribute('href')).toBe(`/${lang}/espana/matches`);
      expect(formatViolations(await runAxe(page))).toBe('');
      // Back online, the kept copy reloads itself as the live page. (A reload: for its first 8 s a
      // page is fresh in the browser's own HTTP cache, which answers a plain visit before any worker.)
      await page.goto(url);
      await page.reload();
      await page.locator('[data-offline-copy="waiting"]').waitFor({ state: 'attached' });
      await context.setOffline(false);
      await page.waitForFunction(() => document.querySelector('[data-offline-copy]') === null, null, { timeout: 20_000 });
    });
  }, 120_000);

  it('keeps its good copy when the network answers with a page rendered without its data', async () => {
    const site = await startDegradingProxy(BASES.kings);
    try {
      await withProfile(360, async (context) => {
        const path = '/en/espana/matches';
        const url = `${site.url}${path}`;
        const page = await openKept(context, url);
        /** Whether the copy kept of the page is the degraded one (undefined: none kept). */
        const keptDegraded = () => page.evaluate(async (address) => (await (await caches.open('kl-pages')).match(address))?.text().then((html) => html.includes('data-degraded')), url);
        expect(await keptDegraded()).toBe(false);
        // The league stops answering: the page comes without its data, and says so.
        site.degrade(path);
        await page.reload();
        expect(await page.locator('main[data-degraded]').count()).toBe(1);
        // Another page read and kept after it: the worker has dealt with the degraded one by then.
        await openKept(context, `${site.url}/en/espana/tables`);
        expect(await keptDegraded()).toBe(false);
        // Offline, the good copy is the one that comes back.
        await context.setOffline(true);
        await page.goto(url);
        await page.locator('[data-offline-copy]').waitFor({ state: 'attached' });
        expect(await page.locator('main').count()).toBe(1);
        expect(await page.locator('main[data-degraded]').count()).toBe(0);
      });
    } finally {
      await site.close();
    }
  }, 120_000);

  it('runs no script by the nonce the copy was kept with, and its own by the fresh one', async () => {
    await withProfile(360, async (context) => {
      const url = `${BASES.kings}/en/espana/tables`;
      const page = await openKept(context, url);
      const kept = await page.evaluate(async (address) => (await (await caches.open('kl-pages')).match(address))?.headers.get('content-security-policy'), url);
      await context.setOffline(true);
      const replayed = await page.reload();
      await page.locator('[data-offline-copy="waiting"]').waitFor({ state: 'attached' });
      // A script written into the page as the parser reads it, which is what a nonce admits.
      const runs = (nonce: string | undefined) =>
        page.evaluate((value) => {
          const ran = window as Window & { ranByNonce?: boolean };
          ran.ranByNonce = false;
          document.open();
          document.write(`<script nonce="${value}">window.ranByNonce = true<\/script>`);
          document.close();
          return ran.ranByNonce;
        }, nonce ?? '');
      expect(await runs(nonceOf(kept))).toBe(false);
      expect(await runs(nonceOf((await replayed?.allHeaders())?.['content-security-policy']))).toBe(true);
    });
  }, 90_000);

  it('comes back by itself where the browser never says it is online again', async () => {
    await withProfile(360, async (context) => {
      // As Chromium 150 does for a page loaded offline, and a stadium's Wi-Fi that passes nothing:
      // `navigator.onLine` stays true and no `online` event comes.
      await context.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'onLine', { get: () => true });
        addEventListener('online', (event) => event.stopImmediatePropagation(), true);
      });
      const url = `${BASES.kings}/en/espana/matches`;
      const page = await openKept(context, url);
      // The page's clock, moved on by the test: the checks back off to a minute. (Installed once the
      // first visit is kept: the fake clock's `performance` lists no files for the worker to keep.)
      await context.clock.install();
      const checks: string[] = [];
      page.on('requestfailed', (request) => request.url() === url && request.resourceType() === 'fetch' && checks.push(request.failure()?.errorText ?? ''));
      await context.setOffline(true);
      await page.reload();
      const waiting = page.locator('[data-offline-copy="waiting"]');
      await waiting.waitFor({ state: 'attached' });
      expect(await page.evaluate(() => navigator.onLine)).toBe(true);
      // With no network the page's checks fail, and it stays the kept copy.
      await expect.poll(async () => (await page.clock.fastForward('01:15'), checks.length), { timeout: 20_000 }).toBeGreaterThan(1);
      expect(await waiting.count()).toBe(1);
      // With the network back, a check finds the page answering and it reloads as the live page.
      await context.setOffline(false);
      await expect.poll(async () => (await page.clock.fastForward('01:15').catch(() => undefined), page.locator('[data-offline-copy]').count()), { timeout: 30_000 }).toBe(0);
      expect(await page.locator('main h1').count()).toBe(1);
    });
  }, 120_000);
});

describe('the background refresh', () => {
  /** The pages the worker would read again in the background, as the page named them. */
  const refreshList = (page: Page) =>
    page.evaluate(async () => {
      const list = await (await caches.open('kl-refresh-list')).match('/refresh-list');
      return list ? ((await list.json()) as string[]) : undefined;
    });

  it('is of the fan’s team page and its region’s home, and of nothing while saving data', async () => {
    const base = BASES.kings;
    const favourite = { id: '12', name: 'Club X', slug: 'club-x', region: 'espana' };
    await withContext(browser(), {}, async (context) => {
      await context.addInitScript((team) => localStorage.setItem('kl:kings:favourite', JSON.stringify(team)), favourite);
      const page = await context.newPage();
      await page.goto(`${base}/en/espana/tables`);
      await expect.poll(() => refreshList(page), { timeout: 30_000 }).toEqual([`${base}/en/espana/teams/12-club-x`, `${base}/en/espana`]);
      // The manifest names the team among its shortcuts.
      expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest?lang=en&team=%2Fen%2Fespana%2Fteams%2F12-club-x');
      await page.locator('.site-header .saver-switch').click();
      await page.reload();
      await expect.poll(() => refreshList(page), { timeout: 30_000 }).toEqual([]);
    });
  }, 90_000);
});

describe('a new deploy', () => {
  it.each(['en', 'ar'] as const)('offers the new version in %s, drops the old build’s payloads once accepted, and the page goes on working', async (lang) => {
    const base = BASES.kings;
    await withProfile(1280, async (context) => {
      const page = await openKept(context, `${base}/${lang}/espana/tables`);
      const errors = watchErrors(page);
      const oldBuild = await page.evaluate(async () => new URL((await navigator.serviceWorker.ready).active?.scriptURL ?? '').searchParams.get('build'));
      expect(oldBuild).toBeTruthy();
      // A payload the old build kept, as its pages would have.
      await page.evaluate(async (build) => (await caches.open(`kl-payloads-${build}`)).put('/RSC/old-build.txt', new Response('old')), oldBuild);
      // The pages of the next build register its worker: here, as they would.
      await page.evaluate(() => navigator.serviceWorker.register('/site-worker.js?build=next-build', { scope: '/' }));
      const prompt = page.locator('[data-update-prompt]');
      await prompt.waitFor({ timeout: 30_000 });
      expect(await prompt.locator('[role="status"]').textContent()).toBe(WORDS[lang].ready);
      expect(formatViolations(await runAxe(page))).toBe('');
      await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: WORDS[lang].accept }).click()]);
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '')).toContain('build=next-build');
      await expect.poll(() => page.evaluate(() => caches.keys())).not.toContain(`kl-payloads-${oldBuild}`);
      // The page still works: a link of its menu leads to the next page.
      await page.locator('.site-nav__list a').first().click();
      await page.waitForLoadState();
      expect(await page.locator('main h1').count()).toBe(1);
      expect(errors).toEqual([]);
    });
  }, 120_000);
});

describe('the team alerts through the one worker', () => {
  it('keep arriving at a browser that registered the team alerts’ first worker, once a page has updated it', async () => {
    const base = BASES.kings;
    await withProfile(360, async (context) => {
      await context.grantPermissions(['notifications'], { origin: base });
      const page = context.pages()[0] ?? (await context.newPage());
      const cdp = await context.newCDPSession(page);
      const registrations: { registrationId: string; scopeURL: string }[] = [];
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => registrations.push(...updated));
      await cdp.send('ServiceWorker.enable');
      // A browser that subscribed before: its registration is of the first worker's address, made
      // from a page whose own script does not run (it would register today's worker).
      await context.route('**/assets/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
      await page.goto(`${base}/en/espana/not-a-page-at-all`);
      await page.evaluate(async () => {
        await navigator.serviceWorker.register('/team-alerts-sw.js', { scope: '/' });
        await navigator.serviceWorker.ready;
      });
      const before = registrations.find((registration) => registration.scopeURL === `${base}/`)?.registrationId;
      expect(before).toBeTruthy();
      await context.unroute('**/assets/**');
      // A page of today's site updates that registration to the one worker.
      await page.goto(`${base}/en/espana`);
      // 60 s: on a busy machine the page's script, which registers the one worker, comes late.
      await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.scriptURL ?? ''), { timeout: 60_000 }).toContain('/site-worker.js?build=');
      expect(new Set(registrations.filter((registration) => registration.scopeURL === `${base}/`).map((registration) => registration.registrationId))).toEqual(new Set([before]));
      // An alert as the Worker sends it (tests/integration/team-alerts.test.ts decrypts the same shape).
      const alert = { title: 'Brasa 1-0 Búhos', body: 'هدف!', url: '/ar/espana/partidos/7-brasa-vs-buhos', tag: 'match-7', lang: 'ar', dir: 'rtl' };
      await cdp.send('ServiceWorker.deliverPushMessage', { origin: `${base}/`, registrationId: before ?? '', data: JSON.stringify(alert) });
      await expect.poll(() => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((shown) => [shown.title, shown.body, shown.tag, shown.dir])), { timeout: 20_000 })
        .toEqual([[alert.title, alert.body, alert.tag, 'rtl']]);
    });
  }, 120_000);
});

describe('"Alert me" on an iPhone', () => {
  const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

  it.each([
    ['en', 'tap Share, then “Add to Home Screen”'],
    ['ar', 'اضغط «مشاركة» ثم «إضافة إلى الشاشة الرئيسية»'],
  ] as const)('explains in %s that alerts need the site on the Home Screen, and how', async (lang, steps) => {
    await withContext(browser(), { userAgent: IPHONE_SAFARI, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, async (context) => {
      // Safari in a tab: no Push API, no notifications.
      await context.addInitScript(() => {
        Reflect.deleteProperty(window, 'PushManager');
        Reflect.deleteProperty(window, 'Notification');
      });
      const page = await context.newPage();
      await page.goto(`${BASES.kings}/${lang}/espana/teams`);
      await page.goto(`${BASES.kings}${await page.locator('.team-card a').first().getAttribute('href')}`);
      await page.locator('.team-hero .favourite-star').click();
      const alerts = page.locator('.team-alerts');
      await expect.poll(() => alerts.getAttribute('data-state'), { timeout: 20_000 }).toBe('homeScreen');
      expect(await page.locator('.team-alerts__status').textContent()).toContain(steps);
      expect(await page.locator('.team-alerts__button').isDisabled()).toBe(true);
      expect(formatViolations(await runAxe(page))).toBe('');
    });
  }, 90_000);
});

describe('saving data', () => {
  const matchPath = async (base: string) => {
    const match = await findLiveMatch(base);
    return `/en/espana/matches/${match.id}-${slugify(match.participants.homeTeam.name)}-vs-${slugify(match.participants.awayTeam.name)}`;
  };

  /** How many sockets a live match page opens in its first seconds. */
  async function socketsOpened(page: Page, url: string): Promise<number> {
    let sockets = 0;
    page.on('websocket', () => (sockets += 1));
    await page.goto(url);
    await page.locator('script[data-live-match]').waitFor({ state: 'attached' });
    await page.waitForTimeout(4_000);
    return sockets;
  }

  it('opens no socket on a live match when the browser sends Save-Data, and one when it does not', async () => {
    const base = BASES.kings;
    const url = `${base}${await matchPath(base)}`;
    await withContext(browser(), { extraHTTPHeaders: { 'Save-Data': 'on' } }, async (context) => {
      const page = await context.newPage();
      await (await context.newCDPSession(page)).send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
      expect(await page.evaluate(() => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData)).toBe(true);
      expect(await socketsOpened(page, url)).toBe(0);
      expect(await page.locator('html').getAttribute('data-saver')).toBe('');
      expect(await page.locator('.saver-switch').first().getAttribute('aria-pressed')).toBe('true');
    });
    await withContext(browser(), {}, async (context) => {
      expect(await socketsOpened(await context.newPage(), url)).toBeGreaterThan(0);
    });
  }, 90_000);

  it('opens no socket once the fan turns "Data saver" on beside the other reader controls, and says so', async () => {
    const base = BASES.kings;
    const url = `${base}${await matchPath(base)}`;
    await withContext(browser(), { viewport: { width: 360, height: 800 } }, async (context) => {
      const page = await context.newPage();
      // A page with no live part, which would open its socket before the switch is pressed.
      await page.goto(`${base}/en/espana/tables`);
      const control = page.locator('.site-header .saver-switch');
      expect(await control.getAttribute('aria-label')).toBe('Data saver');
      await control.click();
      expect(await control.getAttribute('aria-pressed')).toBe('true');
      await expect.poll(() => page.locator('#reader-announcer').textContent()).toContain('Data saver on');
      expect(await socketsOpened(page, url)).toBe(0);
    });
  }, 90_000);
});
