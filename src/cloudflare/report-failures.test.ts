// Failures of the Worker's work outside a request, reported through a transport that keeps what
// it is given. The SDK keeps one client per isolate, so this file runs in a process of its own
// (unit-mocking).
import type * as Sentry from '@sentry/cloudflare';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportFailures } from './report-failures';

type Item = [{ type: string }, { tags?: Record<string, string>; exception?: { values?: { value?: string; mechanism?: { handled?: boolean } }[] } }];
const sent: [unknown, Item[]][] = [];
const OPTIONS = {
  dsn: 'https://key@o1.ingest.sentry.io/2',
  enabled: true,
  release: 'test',
  tracesSampleRate: 0,
  transport: () => ({
    send: async (envelope: unknown) => {
      sent.push(envelope as [unknown, Item[]]);
      return {};
    },
    flush: async () => true,
  }),
} as unknown as Sentry.CloudflareOptions;

const eventsSent = () => sent.flatMap(([, items]) => items.filter(([item]) => item.type === 'event').map(([, payload]) => payload));

async function reportWith(options: Sentry.CloudflareOptions, failure: Parameters<ReturnType<typeof reportFailures>>[2]) {
  const kept: Promise<unknown>[] = [];
  await reportFailures(() => options)({}, { waitUntil: (work) => void kept.push(work) }, failure);
  await Promise.allSettled(kept);
  return kept;
}

afterEach(() => {
  vi.restoreAllMocks();
  sent.length = 0;
});

describe('reportFailures', () => {
  it('reports the failure with what the work was and what it was about, and keeps the invocation until it is sent', async () => {
    const kept = await reportWith(OPTIONS, { error: new Error('upstream down'), work: 'live-match-read', tags: { region: 'espana', match: '501' } });
    expect(kept.length).toBeGreaterThan(0);
    const events = eventsSent();
    expect(events.map((event) => event.exception?.values?.[0]?.value)).toEqual(['upstream down']);
    expect(events[0]?.tags).toMatchObject({ work: 'live-match-read', region: 'espana', match: '501' });
  });

  it('reports each failure of an isolate, the later ones with the client the first set up', async () => {
    await reportWith(OPTIONS, { error: new Error('first'), work: 'live-match-read' });
    await reportWith(OPTIONS, { error: new Error('second'), work: 'team-alerts-look' });
    expect(eventsSent().map((event) => [event.exception?.values?.[0]?.value, event.tags?.work])).toEqual([['first', 'live-match-read'], ['second', 'team-alerts-look']]);
  });

  it('logs the failure where no DSN is configured, sending nothing', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new Error('upstream down');
    await reportWith({ enabled: false }, { error, work: 'live-match-read', tags: { match: '501' } });
    expect(log).toHaveBeenCalledWith('live-match-read failed', { match: '501' }, error);
    expect(sent).toEqual([]);
  });
});
