import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPushThrottle } from './push-throttle';

describe('the counts pushed to open pages', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('go at once, then at most once every 5 s, the last vote of a burst included', () => {
    const pushes: number[] = [];
    const throttle = createPushThrottle(5_000, () => pushes.push(Date.now()));
    const start = Date.now();
    throttle.poke();
    vi.advanceTimersByTime(0);
    expect(pushes).toEqual([start]);
    // A burst over the next 12 s: a vote every 100 ms.
    for (let at = 100; at <= 12_000; at += 100) {
      vi.advanceTimersByTime(100);
      throttle.poke();
    }
    vi.advanceTimersByTime(10_000);
    expect(pushes.map((at) => at - start)).toEqual([0, 5_000, 10_000, 15_000]);
  });

  it('push nothing when nothing changed', () => {
    const push = vi.fn();
    createPushThrottle(5_000, push);
    vi.advanceTimersByTime(60_000);
    expect(push).not.toHaveBeenCalled();
  });
});
