import { describe, expect, it } from 'vitest';
import { createMemoryStore } from './answer-store';
import { createAnswerCache } from './cached-answer';
import type { FetchFailure } from './fetch-json';

function counter(answers: ({ ok: true; text: string } | FetchFailure)[]) {
  let calls = 0;
  const load = async () => {
    const answer = answers[Math.min(calls, answers.length - 1)];
    calls += 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
    return answer ?? { ok: false as const, reason: 'network' as const };
  };
  return { load, calls: () => calls };
}

describe('createAnswerCache', () => {
  it('coalesces concurrent requests for one key into one upstream call', async () => {
    const cache = createAnswerCache({ store: createMemoryStore() });
    const { load, calls } = counter([{ ok: true, text: '"a"' }]);
    const results = await Promise.all(Array.from({ length: 500 }, () => cache('match-centre', 8, load)));
    expect(calls()).toBe(1);
    expect(results.every((result) => result.ok && result.text === '"a"')).toBe(true);
  });

  it('serves a fresh answer without asking again, and asks once the lifetime has passed', async () => {
    let clock = 0;
    const cache = createAnswerCache({ store: createMemoryStore(), now: () => clock });
    const { load, calls } = counter([{ ok: true, text: '"one"' }, { ok: true, text: '"two"' }]);
    await cache('k', 8, load);
    clock = 7_999;
    expect(await cache('k', 8, load)).toEqual({ ok: true, text: '"one"', freshness: 'fresh', storedAt: 0 });
    clock = 8_000;
    expect(await cache('k', 8, load)).toEqual({ ok: true, text: '"two"', freshness: 'fetched', storedAt: 8_000 });
    expect(calls()).toBe(2);
  });

  it('serves the last good answer when the upstream fails', async () => {
    let clock = 0;
    const cache = createAnswerCache({ store: createMemoryStore(), now: () => clock });
    const { load } = counter([{ ok: true, text: '"good"' }, { ok: false, status: 503, reason: 'http' }]);
    await cache('k', 8, load);
    clock = 60_000;
    expect(await cache('k', 8, load)).toEqual({ ok: true, text: '"good"', freshness: 'stale', storedAt: 0, failure: { ok: false, status: 503, reason: 'http' } });
  });

  it('gives up the last good answer once it is older than the stale limit', async () => {
    let clock = 0;
    const cache = createAnswerCache({ store: createMemoryStore(), now: () => clock, staleLimitSeconds: 60 });
    const { load } = counter([{ ok: true, text: '"good"' }, { ok: false, reason: 'timeout' }]);
    await cache('k', 8, load);
    clock = 61_000;
    expect(await cache('k', 8, load)).toEqual({ ok: false, reason: 'timeout' });
  });

  it('passes a failure through when nothing was ever good', async () => {
    const cache = createAnswerCache({ store: createMemoryStore() });
    const { load } = counter([{ ok: false, status: 404, reason: 'http' }]);
    expect(await cache('k', 8, load)).toEqual({ ok: false, status: 404, reason: 'http' });
  });
});
