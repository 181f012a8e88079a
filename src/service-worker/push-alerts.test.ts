// The team alerts' part of the site's worker (ADR 035), run against a stand-in of its global scope.
import { describe, expect, it } from 'vitest';
import { listenForAlerts } from './push-alerts';
import type { WorkerScope } from './global-scope';

function loadWorker() {
  const listeners = new Map<string, (event: unknown) => void>();
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const opened: string[] = [];
  const scope = {
    location: { origin: 'https://kingsleague.pro' },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    registration: { showNotification: async (title: string, options: Record<string, unknown>) => void shown.push({ title, options }) },
    clients: { matchAll: async () => [], openWindow: async (url: string) => void opened.push(url) },
  } as unknown as WorkerScope;
  listenForAlerts(scope);
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    const waits: Promise<unknown>[] = [];
    listeners.get(type)?.({ ...event, waitUntil: (work: Promise<unknown>) => waits.push(work) });
    await Promise.all(waits);
  };
  return { shown, opened, dispatch };
}

describe('the site worker’s team alerts', () => {
  it('shows a push as its notification, in its language and direction', async () => {
    const worker = loadWorker();
    const alert = { title: 'Brasa 1-0 Búhos', body: 'هدف!', url: '/ar/espana/partidos/7-brasa-buhos', tag: 'match-7', lang: 'ar', dir: 'rtl' };
    await worker.dispatch('push', { data: { json: () => alert } });
    expect(worker.shown).toEqual([{ title: 'Brasa 1-0 Búhos', options: { body: 'هدف!', tag: 'match-7', lang: 'ar', dir: 'rtl', renotify: true, data: { url: alert.url } } }]);
  });

  it('shows nothing for a push that is not an alert', async () => {
    const worker = loadWorker();
    await worker.dispatch('push', { data: { json: () => { throw new SyntaxError('not JSON'); } } });
    await worker.dispatch('push', { data: null });
    await worker.dispatch('push', { data: { json: () => ({ body: 'no title' }) } });
    expect(worker.shown).toEqual([]);
  });

  it('opens the match page on its own origin when clicked, never another site', async () => {
    const worker = loadWorker();
    const click = (url: unknown) => worker.dispatch('notificationclick', { notification: { close: () => undefined, data: { url } } });
    await click('/en/espana/matches/7-brasa-buhos');
    await click('//evil.example/x');
    await click('https://evil.example/x');
    expect(worker.opened).toEqual(['https://kingsleague.pro/en/espana/matches/7-brasa-buhos', 'https://kingsleague.pro/', 'https://kingsleague.pro/']);
  });
});
