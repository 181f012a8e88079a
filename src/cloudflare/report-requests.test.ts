// The Worker's error reporting around each request, with a transport that keeps what it is given.
// The SDK keeps one client per isolate, so this file runs in a process of its own (unit-mocking).
import * as Sentry from '@sentry/cloudflare';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { reportRequests, type FetchHandler } from './report-requests';

type Item = [{ type: string }, Record<string, unknown>];
type Envelope = [Record<string, unknown>, Item[]];
type SentEvent = { tags?: Record<string, string>; message?: string; request?: { url?: string; headers?: Record<string, string> }; exception?: { values?: { value?: string }[] }; };

const sent: Envelope[] = [];
const OPTIONS = {
  dsn: 'https://key@o1.ingest.sentry.io/2',
  enabled: true,
  release: 'test',
  tracesSampleRate: 0.5,
  transport: () => ({
    send: async (envelope: unknown) => {
      sent.push(envelope as Envelope);
      return {};
    },
    flush: async () => true,
  }),
} as unknown as Sentry.CloudflareOptions;

type SentSpan = { name: string; trace_id: string; is_segment: boolean; attributes: Record<string, { value: unknown }> };
// The SDK sends a request's span as it ends (span streaming), with the trace's sampling in the envelope's header.
const spansSent = () =>
  sent.flatMap(([header, items]) =>
    items.filter(([item]) => item.type === 'span').flatMap(([, payload]) => (payload as { items: SentSpan[] }).items.map((span) => ({ span, trace: header.trace as Record<string, string> }))),
  );
const itemsOf = (type: string) => sent.flatMap(([header, items]) => items.filter(([item]) => item.type === type).map(([, payload]) => ({ header, payload: payload as SentEvent })));

function handle(handler: FetchHandler<object>, path = '/en/espana/tables?sort=points', headers: Record<string, string> = {}) {
  const kept: Promise<unknown>[] = [];
  const ctx = { waitUntil: (work: Promise<unknown>) => void kept.push(work) };
  const answer = reportRequests(handler, () => OPTIONS)(new Request(`https://kings.test${path}`, { headers }), {}, ctx);
  return { answer, kept, settled: async () => void (await Promise.allSettled([answer, ...kept])) };
}

const ok: FetchHandler<object> = async () => new Response('page');

beforeAll(async () => {
  // The first request of an isolate sets the SDK up through its own wrapper.
  await handle(ok).settled();
});

afterEach(() => {
  vi.restoreAllMocks();
  sent.length = 0;
});

describe('reportRequests', () => {
  it('reports what a request throws, once, with the tags it set and the request it answered, and throws it on', async () => {
    const request = handle(
      async () => {
        Sentry.getIsolationScope().setTags({ route: 'tables', region: 'espana' });
        throw new Error('render failed');
      },
      '/en/espana/tables?sort=points',
      { cookie: 'kl-locale=en', 'cf-connecting-ip': '203.0.113.7', 'accept-language': 'es' },
    );
    await expect(request.answer).rejects.toThrow('render failed');
    await request.settled();
    const events = itemsOf('event').map(({ payload }) => payload);
    expect(events.map((event) => event.exception?.values?.[0]?.value)).toEqual(['render failed']);
    expect(events[0]?.tags).toMatchObject({ route: 'tables', region: 'espana' });
    expect(events[0]?.request?.url).toBe('https://kings.test/en/espana/tables');
    expect(events[0]?.request?.headers).toEqual({ 'accept-language': 'es' });
  });

  it('keeps each request’s tags to itself while both answer at once', async () => {
    const tagging = (route: string, wait: number) => async () => {
      Sentry.getIsolationScope().setTag('route', route);
      await new Promise((resolve) => setTimeout(resolve, wait));
      Sentry.captureMessage(`from ${route}`);
      return new Response(route);
    };
    const first = handle(tagging('tables', 20));
    const second = handle(tagging('matches', 5));
    await Promise.all([first.settled(), second.settled()]);
    const byMessage = Object.fromEntries(itemsOf('event').map(({ payload }) => [payload.message, payload.tags?.route]));
    expect(byMessage).toEqual({ 'from tables': 'tables', 'from matches': 'matches' });
  });

  it('keeps the request open until a report made while it answers is sent, and asks nothing of a quiet one', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.9);
    const quiet = handle(ok);
    await quiet.settled();
    expect(quiet.kept).toHaveLength(0);
    const reporting = handle(async () => {
      Sentry.captureMessage('upstream failing');
      return new Response('page');
    });
    await reporting.answer;
    expect(reporting.kept.length).toBeGreaterThan(0);
    await reporting.settled();
    expect(itemsOf('event').map(({ payload }) => payload.message)).toEqual(['upstream failing']);
  });

  it('traces a request whose draw falls under the rate, at that rate, and no other', async () => {
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.3);
    await handle(ok, '/en/espana/matches').settled();
    random.mockReturnValue(0.7);
    await handle(ok, '/en/espana/tables').settled();
    const traces = spansSent();
    expect(traces.map(({ span }) => span.name)).toEqual(['GET /en/espana/matches']);
    expect(traces[0]?.span.attributes['sentry.op']?.value).toBe('http.server');
    expect(traces[0]?.span.attributes['http.response.status_code']?.value).toBe(200);
    expect(traces[0]?.trace).toMatchObject({ sample_rate: '0.5', sample_rand: '0.3', sampled: 'true' });
  });

  it('follows a trace the request continues, whatever its own draw', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.99);
    const traceId = '0123456789abcdef0123456789abcdef';
    await handle(ok, '/en/espana', { 'sentry-trace': `${traceId}-0123456789abcdef-1` }).settled();
    expect(spansSent().map(({ span }) => span.trace_id)).toEqual([traceId]);
  });

  it('runs the handler bare where no DSN is configured', async () => {
    const handler = vi.fn(ok);
    const ctx = { waitUntil: vi.fn() };
    const request = new Request('https://kings.test/en');
    const env = {};
    await reportRequests(handler, () => ({ enabled: false }))(request, env, ctx);
    expect(handler).toHaveBeenCalledWith(request, env, ctx);
    expect(ctx.waitUntil).not.toHaveBeenCalled();
  });
});
