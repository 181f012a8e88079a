import { describe, expect, it } from 'vitest';
import { fetchText, type Fetcher } from './fetch-json';

function scripted(statuses: number[]): { fetcher: Fetcher; calls: () => number } {
  let calls = 0;
  const fetcher: Fetcher = async () => {
    const status = statuses[Math.min(calls, statuses.length - 1)] ?? 200;
    calls += 1;
    return new Response(status === 200 ? '{"ok":true}' : 'nope', { status });
  };
  return { fetcher, calls: () => calls };
}

describe('fetchText', () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries once on %i and takes the second answer', async (status) => {
    const { fetcher, calls } = scripted([status, 200]);
    expect(await fetchText('http://upstream/x', { fetcher })).toEqual({ ok: true, text: '{"ok":true}' });
    expect(calls()).toBe(2);
  });

  it('retries only once', async () => {
    const { fetcher, calls } = scripted([503, 503, 200]);
    expect(await fetchText('http://upstream/x', { fetcher })).toEqual({ ok: false, status: 503, reason: 'http' });
    expect(calls()).toBe(2);
  });

  it.each([400, 401, 403, 404, 410, 501])('does not retry %i', async (status) => {
    const { fetcher, calls } = scripted([status, 200]);
    expect(await fetchText('http://upstream/x', { fetcher })).toEqual({ ok: false, status, reason: 'http', ...(status === 404 && { notFound: true }) });
    expect(calls()).toBe(1);
  });

  it('marks an error answer the caller reads as "not there", by its status and body', async () => {
    const notFound = (status: number, body: string) => status === 400 && body === 'past the end';
    const answer = (body: string): Fetcher => () => new Response(body, { status: 400 });
    expect(await fetchText('http://upstream/x', { fetcher: answer('past the end'), notFound })).toEqual({ ok: false, status: 400, reason: 'http', notFound: true });
    expect(await fetchText('http://upstream/x', { fetcher: answer('bad parameter'), notFound })).toEqual({ ok: false, status: 400, reason: 'http' });
  });

  it('gives up on an upstream that hangs, after the time limit, without retrying', async () => {
    let calls = 0;
    const hang: Fetcher = () => {
      calls += 1;
      return new Promise(() => {});
    };
    const started = Date.now();
    expect(await fetchText('http://upstream/x', { fetcher: hang, timeoutMs: 100 })).toEqual({ ok: false, reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(calls).toBe(1);
  });

  it('gives up on a body that never ends', async () => {
    const stalled: Fetcher = async () => new Response(new ReadableStream({ start: (controller) => controller.enqueue(new TextEncoder().encode('{')) }));
    expect(await fetchText('http://upstream/x', { fetcher: stalled, timeoutMs: 100 })).toMatchObject({ ok: false, reason: 'timeout' });
  });

  it('reports a network failure', async () => {
    const broken: Fetcher = async () => {
      throw new TypeError('fetch failed');
    };
    expect(await fetchText('http://upstream/x', { fetcher: broken })).toEqual({ ok: false, reason: 'network' });
  });

  it('sends GET with a JSON accept header', async () => {
    let seen: Request | undefined;
    await fetchText('http://upstream/x?y=1', {
      fetcher: async (request) => {
        seen = request;
        return new Response('{}');
      },
    });
    expect(seen?.method).toBe('GET');
    expect(seen?.headers.get('accept')).toBe('application/json');
    expect(seen?.url).toBe('http://upstream/x?y=1');
  });
});
