import * as Sentry from '@sentry/cloudflare';
import type { Event, EventHint } from '@sentry/core';
import { describe, expect, it } from 'vitest';
import { requestContext } from './resolve-request-context';
import { buildTestApp, KINGS_ENV, QUEENS_ENV } from './test-app';

/** Answers a request in an isolation scope of its own, as the Worker entry gives every request. */
async function answerInScope(env: Record<string, unknown>) {
  const app = buildTestApp([requestContext()]);
  return Sentry.withIsolationScope(async () => {
    const processorsBefore = Sentry.getIsolationScope().getScopeData().eventProcessors.length;
    expect((await app.request('/en/espana', {}, env)).status).toBe(200);
    return { processorsBefore, data: Sentry.getIsolationScope().getScopeData() };
  });
}

describe('requestContext: what the request reports', () => {
  it.each([
    ['kings', KINGS_ENV],
    ['queens', QUEENS_ENV],
  ])('tags whatever the request reports with its edition (%s)', async (edition, env) => {
    const { data } = await answerInScope(env);
    expect(data.tags).toMatchObject({ edition });
  });

  it("adds the state of the request's upstream calls to each report, keeping a tag the report already has", async () => {
    const { processorsBefore, data } = await answerInScope(QUEENS_ENV);
    expect(data.eventProcessors).toHaveLength(processorsBefore + 1);
    const process = data.eventProcessors.at(-1)!;
    // No upstream was called while answering, so the state is `none`.
    expect(await process({ tags: { route: 'home' } } as Event, {} as EventHint)).toEqual({ tags: { upstream: 'none', route: 'home' } });
    expect(await process({ tags: { upstream: 'failed' } } as Event, {} as EventHint)).toEqual({ tags: { upstream: 'failed' } });
  });
});
