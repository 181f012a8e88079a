import { describe, expect, it } from 'vitest';
import { decideReplayMode } from './replay-decision';

function memoryStore() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values };
}

const RATES = { replaySessions: 0.05, replayOnError: 0.05 };

describe('decideReplayMode', () => {
  it('records 5% of sessions in full, keeps 5% of the rest for an error, and leaves the others alone', () => {
    expect(decideReplayMode(RATES, memoryStore(), () => 0.049)).toBe('session');
    const draws = [0.5, 0.049];
    expect(decideReplayMode(RATES, memoryStore(), () => draws.shift() ?? 1)).toBe('on-error');
    expect(decideReplayMode(RATES, memoryStore(), () => 0.05)).toBe('off');
  });

  it('decides once per session', () => {
    const store = memoryStore();
    expect(decideReplayMode(RATES, store, () => 0)).toBe('session');
    expect(decideReplayMode(RATES, store, () => 0.99)).toBe('session');
    expect(store.values.get('kl:replay')).toBe('session');
  });

  it('samples nothing in development', () => {
    expect(decideReplayMode({ replaySessions: 0, replayOnError: 0 }, memoryStore(), () => 0)).toBe('off');
  });

  it('draws again over a value it does not know, and without storage', () => {
    const store = memoryStore();
    store.setItem('kl:replay', 'always');
    expect(decideReplayMode(RATES, store, () => 0.9)).toBe('off');
    const refusing = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
    expect(decideReplayMode(RATES, refusing, () => 0)).toBe('session');
  });
});
