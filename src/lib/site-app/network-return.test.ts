import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SITE_WORKER } from '../../config/site-app';
import { mulberry32 as seeded } from '../random/mulberry32';
import { checkDelay, watchForNetwork } from './network-return';

const SCHEDULE = SITE_WORKER.networkCheck;

describe('the wait between checks', () => {
  it('doubles from about 5 s to a ceiling of about 60 s', () => {
    const middle = () => 0.5;
    expect(Array.from({ length: 7 }, (_, attempt) => checkDelay(attempt, SCHEDULE, middle))).toEqual([5_000, 10_000, 20_000, 40_000, 60_000, 60_000, 60_000]);
    expect(checkDelay(1_000, SCHEDULE, middle)).toBe(60_000);
  });

  it('is spread by the jitter around each step, the same for the same seed', () => {
    const delays = (seed: number) => {
      const random = seeded(seed);
      return Array.from({ length: 40 }, (_, attempt) => checkDelay(attempt, SCHEDULE, random));
    };
    const spread = delays(7);
    expect(delays(7)).toEqual(spread);
    expect(delays(8)).not.toEqual(spread);
    spread.forEach((delay, attempt) => {
      const step = Math.min(60_000, 5_000 * 2 ** attempt);
      expect(delay).toBeGreaterThanOrEqual(step * 0.8);
      expect(delay).toBeLessThanOrEqual(step * 1.2);
    });
    // The pages of a stadium do not ask at the same moment: the waits at the ceiling differ.
    expect(new Set(spread.slice(5)).size).toBeGreaterThan(20);
  });
});

describe('watching for the network', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  /** A network that answers from the given moment on; it notes when it was asked. */
  function network(backAt: number) {
    const asked: number[] = [];
    return { asked, check: async () => (asked.push(Date.now()), Date.now() >= backAt) };
  }

  it('checks on the schedule until the page answers, then reloads once', async () => {
    const { asked, check } = network(70_000);
    const back = vi.fn();
    watchForNetwork(check, back, SCHEDULE, seeded(1));
    await vi.advanceTimersByTimeAsync(4_000);
    expect(asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(300_000);
    // The same waits as the schedule gives for the same seed, one after another.
    const random = seeded(1);
    const expected: number[] = [];
    let at = 0;
    for (let attempt = 0; at < 70_000; attempt += 1) expected.push((at += checkDelay(attempt, SCHEDULE, random)));
    expect(asked).toEqual(expected);
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('checks at once when asked to, and not twice while a check is under way', async () => {
    let answer: (answered: boolean) => void = () => {};
    const check = vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
    const back = vi.fn();
    const checkNow = watchForNetwork(check, back, SCHEDULE, () => 0.5);
    checkNow();
    checkNow();
    expect(check).toHaveBeenCalledTimes(1);
    answer(false);
    await vi.advanceTimersByTimeAsync(0);
    // The timer of the first check was replaced by the next step's.
    await vi.advanceTimersByTimeAsync(9_999);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(2);
    answer(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(back).toHaveBeenCalledTimes(1);
    // Back: nothing checks again, whether asked or on the clock.
    checkNow();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('takes a check that throws for a failed one', async () => {
    const check = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const back = vi.fn();
    watchForNetwork(check, back, SCHEDULE, () => 0.5);
    await vi.advanceTimersByTimeAsync(5_000 + 10_000 + 20_000);
    expect(check).toHaveBeenCalledTimes(3);
    expect(back).not.toHaveBeenCalled();
  });
});
