// A visitor's browser reports its errors to the reporting service (the local ingest double),
// downloads nothing of the reporter until it must, and records a replay when sampled.
import type { BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowser, withContext } from '../support/browser';
import { asEvent, eventMentioning } from '../support/ingest-double';
import { startReportingSite, type ReportingSite } from '../support/reporting-site';

// Every copy of the SDK keeps its state under this global; the page's own loader never names it.
const SDK_MARKER = '__SENTRY__';

let reporting: ReportingSite;
let version: string;

beforeAll(async () => {
  // Sampling forced to 100%: the tests that expect no replay decide "not sampled" for their session.
  reporting = await startReportingSite({ forceReplay: true });
  version = ((await (await fetch(`${reporting.site.url}/api/health`)).json()) as { version: string }).version;
}, 300_000);

afterAll(async () => {
  await reporting?.stop();
});

/** Every script the page downloads, with its body. */
function watchScripts(page: Page): () => Promise<string[]> {
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') responses.push(response);
  });
  return () => Promise.all(responses.map(async (response) => (await response.body()).toString('utf8')));
}

async function downloadedTheSdk(scripts: () => Promise<string[]>): Promise<boolean> {
  return (await scripts()).some((body) => body.includes(SDK_MARKER));
}

/** A session the replay draw has already left out, as 90% of sessions are in production. */
async function unsampled(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => window.sessionStorage.setItem('kl:replay', 'off'));
}

/** Until the page's entry has taken over the error queue. */
async function entryRunning(page: Page): Promise<void> {
  await page.waitForFunction(() => Boolean((window as { __klErrors?: { notify: unknown } }).__klErrors?.notify), undefined, { timeout: 15_000 });
}

describe('a visitor’s browser with reporting configured', () => {
  const browser = useBrowser();

  it('downloads no byte of the reporter while nothing goes wrong and the session is not sampled', async () => {
    await withContext(browser(), {}, async (context) => {
      await unsampled(context);
      const page = await context.newPage();
      const scripts = watchScripts(page);
      await page.goto(`${reporting.site.url}/en/espana`, { waitUntil: 'load' });
      await entryRunning(page);
      await page.waitForTimeout(1_500);
      expect(await downloadedTheSdk(scripts)).toBe(false);
    });
  });

  it('reports an error thrown on the page, with the page’s tags and the build as release', async () => {
    await withContext(browser(), {}, async (context) => {
      await unsampled(context);
      const page = await context.newPage();
      const scripts = watchScripts(page);
      await page.goto(`${reporting.site.url}/en/espana`, { waitUntil: 'load' });
      await entryRunning(page);
      await page.evaluate(() => {
        setTimeout(() => {
          throw new Error('Thrown on the region home');
        });
      });
      const event = asEvent(await reporting.ingest.waitForItem(eventMentioning('Thrown on the region home')));
      expect(event?.tags).toMatchObject({ route: 'regionHome', region: 'espana', lang: 'en', edition: 'kings' });
      expect(event?.release).toBe(version);
      expect(event?.environment).toBe('development');
      expect(event?.exception?.values?.[0]?.mechanism?.type).toBe('auto.browser.global_handlers.onerror');
      expect(await downloadedTheSdk(scripts)).toBe(true);
    });
  });

  it('reports an error thrown before the reporter could load, once it has', async () => {
    await withContext(browser(), {}, async (context) => {
      await unsampled(context);
      // Thrown as the document is parsed, before the first paint and so before the page's entry.
      await context.addInitScript(() =>
        document.addEventListener('DOMContentLoaded', () => {
          throw new Error('Thrown before the first paint');
        }),
      );
      const page = await context.newPage();
      await page.goto(`${reporting.site.url}/en/espana/tables`, { waitUntil: 'load' });
      const event = asEvent(await reporting.ingest.waitForItem(eventMentioning('Thrown before the first paint')));
      expect(event?.tags).toMatchObject({ route: 'tables', region: 'espana' });
    });
  });

  it('reports an unhandled rejection', async () => {
    await withContext(browser(), {}, async (context) => {
      await unsampled(context);
      const page = await context.newPage();
      await page.goto(`${reporting.site.url}/es/espana/partidos`, { waitUntil: 'load' });
      await entryRunning(page);
      await page.evaluate(() => {
        void Promise.reject(new Error('Rejected on the matches page'));
      });
      const event = asEvent(await reporting.ingest.waitForItem(eventMentioning('Rejected on the matches page')));
      expect(event?.tags).toMatchObject({ route: 'matches', lang: 'es' });
      expect(event?.exception?.values?.[0]?.mechanism?.type).toBe('auto.browser.global_handlers.onunhandledrejection');
    });
  });

  it('records a replay of a session sampled into it', async () => {
    await withContext(browser(), {}, async (context) => {
      const page = await context.newPage();
      const scripts = watchScripts(page);
      await page.goto(`${reporting.site.url}/en/espana/tables`, { waitUntil: 'load' });
      await entryRunning(page);
      await page.mouse.wheel(0, 600);
      await page.mouse.click(10, 10);
      const replay = await reporting.ingest.waitForItem((item) => item.type === 'replay_event', 40_000);
      expect(replay.payload).toMatchObject({ type: 'replay_event', environment: 'development', release: version });
      expect(reporting.ingest.items().some((item) => item.type === 'replay_recording')).toBe(true);
      expect(await downloadedTheSdk(scripts)).toBe(true);
    });
  }, 90_000);
});

describe('a visitor’s browser without reporting configured', () => {
  const browser = useBrowser();

  it('sends nothing and downloads no byte of the reporter, even when the page throws', async () => {
    await withContext(browser(), {}, async (context) => {
      const page = await context.newPage();
      const scripts = watchScripts(page);
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      const base = inject('kingsUrl');
      await page.goto(`${base}/en/espana`, { waitUntil: 'load' });
      await page.waitForTimeout(3_500);
      expect(await page.evaluate(() => '__klErrors' in window)).toBe(false);
      await page.evaluate(() => {
        setTimeout(() => {
          throw new Error('Thrown with reporting off');
        });
        void Promise.reject(new Error('Rejected with reporting off'));
      });
      await page.waitForTimeout(1_500);
      expect(await downloadedTheSdk(scripts)).toBe(false);
      expect(requests.filter((address) => address.includes('/envelope/') || !(address.startsWith(base) || address.startsWith('data:')))).toEqual([]);
    });
  });
});
