import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createMemoryStore } from './answer-store';
import { createAnswerCache } from './cached-answer';
import type { Fetcher } from './fetch-json';
import { buildUpstreamUrl, createUpstreamClient } from './json-client';

const TeamSchema = z.object({ id: z.number(), name: z.string() });

function upstream(answers: (() => Response)[]) {
  const urls: string[] = [];
  const fetcher: Fetcher = async (request) => {
    urls.push(request.url);
    return (answers[Math.min(urls.length - 1, answers.length - 1)] ?? (() => new Response('', { status: 500 })))();
  };
  const failures: string[] = [];
  const answered: string[] = [];
  const clock = { now: 0 };
  const client = createUpstreamClient({
    baseUrl: 'http://upstream.test',
    fetcher,
    cache: createAnswerCache({ store: createMemoryStore(), now: () => clock.now }),
    onFailure: (url, failure, stale) => failures.push(`${failure.reason}${stale ? ' stale' : ''}`),
    onAnswer: (answer) => answered.push(`${answer.freshness} ${answer.ageMs}`),
    timeoutMs: 200,
    now: () => clock.now,
  });
  return { client, urls, failures, answered, clock };
}
const json = (value: unknown, status = 200) => () => new Response(JSON.stringify(value), { status });
const request = { path: '/api/v1/competition/teams/5', schema: TeamSchema, lifetime: 'season' as const };

describe('buildUpstreamUrl', () => {
  it('joins lists with commas, drops empty values and orders the query', () => {
    expect(buildUpstreamUrl('http://u.test/base', '/api/v1/x', { lang: 'es', genders: ['male', 'both'], page: undefined })).toBe(
      'http://u.test/base/api/v1/x?genders=male%2Cboth&lang=es',
    );
  });
});

describe('createUpstreamClient', () => {
  it('answers a valid shape and drops unknown fields', async () => {
    const { client } = upstream([json({ id: 5, name: 'Porcinos', secret: 'x' })]);
    expect(await client.get(request)).toEqual({ ok: true, value: { id: 5, name: 'Porcinos' } });
  });

  it.each([
    ['malformed JSON', () => new Response('{"id": 5,'), 'json'],
    ['a wrong shape', json({ id: 'five' }), 'shape'],
    ['an HTML error page', () => new Response('<html><body>Bad gateway</body></html>', { status: 200 }), 'json'],
    ['a 503 twice', json({}, 503), 'http'],
  ])('yields a failure on %s and reports it once', async (_name, answer, reason) => {
    const { client, failures } = upstream([answer]);
    expect(await client.get(request)).toMatchObject({ ok: false, reason });
    expect(failures).toEqual([reason]);
  });

  it('does not report a plain 404', async () => {
    const { client, failures } = upstream([json({ error: 'Team not found' }, 404)]);
    expect(await client.get(request)).toEqual({ ok: false, status: 404, reason: 'http', notFound: true });
    expect(failures).toEqual([]);
  });

  it('takes an error the request reads as "not there" for an answer, and reports any other', async () => {
    const notFound = (status: number, body: string) => status === 400 && body.includes('rest_post_invalid_page_number');
    const { client, failures, answered } = upstream([json({ code: 'rest_post_invalid_page_number' }, 400), json({ code: 'rest_invalid_param' }, 400)]);
    expect(await client.get({ ...request, notFound })).toEqual({ ok: false, status: 400, reason: 'http', notFound: true });
    expect(failures).toEqual([]);
    expect(answered).toEqual(['fetched 0']);
    expect(await client.get({ ...request, notFound })).toEqual({ ok: false, status: 400, reason: 'http' });
    expect(failures).toEqual(['http']);
  });

  it('tells how each call was answered and how old a cached answer is', async () => {
    const { client, answered, failures, clock } = upstream([json({ id: 5, name: 'Porcinos' }), json({}, 503)]);
    await client.get(request);
    clock.now = 60_000;
    await client.get(request);
    clock.now = 400_000;
    await client.get(request);
    expect(answered).toEqual(['fetched 0', 'fresh 60000', 'stale 400000']);
    expect(failures).toEqual(['http stale']);
  });

  it('does not keep an answer that failed validation', async () => {
    const { client, urls } = upstream([json({ id: 'bad' }), json({ id: 5, name: 'Porcinos' })]);
    await client.get(request);
    expect(await client.get(request)).toEqual({ ok: true, value: { id: 5, name: 'Porcinos' } });
    expect(urls).toHaveLength(2);
  });
});
