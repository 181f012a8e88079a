// "Alert me" beside the favourite star, as a visitor uses it in Chromium: shown once the team is
// starred, subscribing in the page's language and mode (the subscription reaches D1), taken back,
// and saying so when this browser cannot or may not show alerts. Headless Chromium has no push
// service to subscribe with (pushManager.subscribe is refused), so the page is handed a
// subscription for the tests' push service double in its place; the service worker's
// registration, the permission, the API and D1 are the real ones.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { subscriptionsIn } from '../support/alerts-db';
import { formatViolations, runAxe, useBrowser, watchErrors, withContext } from '../support/browser';
import { startPushServiceDouble, type DoubleSubscription, type PushServiceDouble } from '../support/push-service-double';

const KINGS = inject('kingsUrl');
const browser = useBrowser();
let push: PushServiceDouble;

beforeAll(async () => {
  push = await startPushServiceDouble();
});
afterAll(async () => {
  await push?.close();
});

/** A page init script: the browser's push subscription is `subscription` (see the file's opening). */
function handSubscription(subscription: { endpoint: string; keys: { p256dh: string; auth: string } }): void {
  // Kept across reloads, as a browser keeps its subscription.
  const KEPT = 'test:push-subscription';
  const made = {
    endpoint: subscription.endpoint,
    toJSON: () => ({ endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys }),
    unsubscribe: async () => {
      localStorage.removeItem(KEPT);
      return true;
    },
  };
  PushManager.prototype.subscribe = async function () {
    localStorage.setItem(KEPT, '1');
    return made as unknown as PushSubscription;
  };
  PushManager.prototype.getSubscription = async function () {
    return (localStorage.getItem(KEPT) ? made : null) as PushSubscription | null;
  };
}

async function openTeamPage(context: BrowserContext, lang: string): Promise<{ page: Page; teamId: string; teamName: string }> {
  const page = await context.newPage();
  await page.goto(`${KINGS}/${lang}/espana/teams`);
  const card = page.locator('.team-card').nth(2);
  const teamId = (await card.getAttribute('data-team-id')) ?? '';
  await page.goto(`${KINGS}${await card.locator('a').first().getAttribute('href')}`);
  return { page, teamId, teamName: (await page.locator('#team-name').textContent()) ?? '' };
}

const rowOf = async (subscription: DoubleSubscription) => (await subscriptionsIn(KINGS, 'kings')).find((row) => row.endpoint === subscription.endpoint);

describe('"Alert me"', () => {
  it.each([
    ['en', false, 'Alert me', 'Stop alerts'],
    ['ar', true, 'نبّهني', 'أوقف التنبيهات'],
  ] as const)('subscribes the starred team in %s (spoiler-free %s), reaches D1, and is taken back', async (lang, spoilerFree, subscribeLabel, stopLabel) => {
    const subscription = push.subscribe();
    await withContext(browser(), {}, async (context) => {
      await context.grantPermissions(['notifications'], { origin: KINGS });
      await context.addInitScript(handSubscription, { endpoint: subscription.endpoint, keys: subscription.keys });
      if (spoilerFree) await context.addInitScript(() => localStorage.setItem('kl:kings:spoilers', 'off'));
      const { page, teamId, teamName } = await openTeamPage(context, lang);
      const errors = watchErrors(page);
      const alerts = page.locator('.team-alerts');
      await page.locator('[data-alerts-team]').waitFor({ state: 'attached' });
      // Only the favourite team's alerts are offered.
      expect(await alerts.isVisible()).toBe(false);
      await page.locator('.team-hero .favourite-star').click();
      await alerts.waitFor({ state: 'visible' });
      const button = page.locator('.team-alerts__button');
      expect(await button.textContent()).toBe(subscribeLabel);

      await button.click();
      await expect.poll(() => alerts.getAttribute('data-state'), { timeout: 20_000 }).toBe('subscribed');
      expect(await button.textContent()).toBe(stopLabel);
      expect(await page.locator('.team-alerts__status').textContent()).toContain(teamName);
      // The service worker the notifications come through is the site's one, registered for the whole site (ADR 047).
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.scriptURL)).toMatch(new RegExp(`^${KINGS}/site-worker\\.js\\?build=`));
      expect(await rowOf(subscription)).toEqual({ endpoint: subscription.endpoint, team_id: Number(teamId), lang, spoiler_free: spoilerFree ? 1 : 0 });
      expect(formatViolations(await runAxe(page))).toBe('');

      // The header's spoiler-free switch, pressed on another page, changes the subscription's mode.
      const elsewhere = await context.newPage();
      await elsewhere.goto(`${KINGS}/${lang}/espana`);
      await elsewhere.locator('.spoiler-switch').first().click();
      await expect.poll(async () => (await rowOf(subscription))?.spoiler_free, { timeout: 40_000 }).toBe(spoilerFree ? 0 : 1);
      await elsewhere.locator('.spoiler-switch').first().click();
      await expect.poll(async () => (await rowOf(subscription))?.spoiler_free, { timeout: 40_000 }).toBe(spoilerFree ? 1 : 0);
      expect(await rowOf(subscription)).toMatchObject({ team_id: Number(teamId), lang });
      await elsewhere.close();

      // Still subscribed after a reload, and taken back with the same button.
      await page.reload();
      await expect.poll(() => alerts.getAttribute('data-state'), { timeout: 20_000 }).toBe('subscribed');
      await button.click();
      await expect.poll(() => alerts.getAttribute('data-state'), { timeout: 20_000 }).toBe('unsubscribed');
      expect(await button.textContent()).toBe(subscribeLabel);
      expect(await rowOf(subscription)).toBeUndefined();
      expect(errors).toEqual([]);
    });
  }, 180_000);

  it('keeps the rules-moments box its full size beside its long label on a phone', async () => {
    await withContext(browser(), { viewport: { width: 360, height: 800 } }, async (context) => {
      await context.grantPermissions(['notifications'], { origin: KINGS });
      const { page } = await openTeamPage(context, 'en');
      await page.locator('.team-hero .favourite-star').click();
      const box = page.locator('.team-alerts__rules-box');
      await box.waitFor({ state: 'visible' });
      // 1.1rem square, as the stylesheet draws it: a wrapping label must not squeeze it.
      const size = await box.evaluate((input) => {
        const rect = input.getBoundingClientRect();
        return { width: rect.width, height: rect.height, rem: parseFloat(getComputedStyle(document.documentElement).fontSize) * 1.1 };
      });
      expect(size.width).toBeCloseTo(size.rem, 0);
      expect(size.height).toBeCloseTo(size.rem, 0);
    });
  }, 60_000);

  it('forgets the team when the server no longer has the subscription, and offers to subscribe again', async () => {
    const subscription = push.subscribe();
    await withContext(browser(), {}, async (context) => {
      await context.grantPermissions(['notifications'], { origin: KINGS });
      await context.addInitScript(handSubscription, { endpoint: subscription.endpoint, keys: subscription.keys });
      const { page } = await openTeamPage(context, 'en');
      await page.locator('.team-hero .favourite-star').click();
      await page.locator('.team-alerts__button').click();
      const alerts = page.locator('.team-alerts');
      await expect.poll(() => alerts.getAttribute('data-state'), { timeout: 20_000 }).toBe('subscribed');
      // The push service retired it, and the site deleted it (as the dispatch does on a 410).
      const deleted = await fetch(`${KINGS}/api/alerts`, { method: 'DELETE', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ endpoint: subscription.endpoint }) });
      expect(deleted.status).toBe(204);
      await page.locator('.spoiler-switch').first().click();
      await expect.poll(() => page.evaluate(() => localStorage.getItem('kl:kings:alerts')), { timeout: 20_000 }).toBeNull();
      expect(await rowOf(subscription)).toBeUndefined();
      await page.reload();
      await page.locator('.team-hero .favourite-star[aria-pressed="true"]').waitFor();
      await expect.poll(() => alerts.getAttribute('data-state'), { timeout: 20_000 }).toBe('unsubscribed');
    });
  }, 90_000);

  it.each([
    ['notifications are blocked', () => Object.defineProperty(Notification, 'permission', { get: () => 'denied' }), 'denied', 'Notifications are blocked'],
    ['the browser has no Push API', () => Reflect.deleteProperty(window, 'PushManager'), 'unsupported', 'This browser cannot show alerts'],
  ] as const)('says why it cannot work when %s, its button disabled', async (_, setUp, state, said) => {
    await withContext(browser(), {}, async (context) => {
      await context.addInitScript(setUp);
      const { page } = await openTeamPage(context, 'en');
      await page.locator('.team-hero .favourite-star').click();
      const alerts = page.locator('.team-alerts');
      await expect.poll(() => alerts.getAttribute('data-state'), { timeout: 20_000 }).toBe(state);
      expect(await page.locator('.team-alerts__button').isDisabled()).toBe(true);
      expect(await page.locator('.team-alerts__status').textContent()).toContain(said);
      expect(formatViolations(await runAxe(page))).toBe('');
    });
  }, 90_000);
});
