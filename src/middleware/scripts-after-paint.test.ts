import { describe, expect, it } from 'vitest';
import { PAINT_WAIT_LIMIT_MS, deferEntryImport } from './scripts-after-paint';

const BOOTSTRAP = 'globalThis.__WAKU_HYDRATE__ = true;\n  import("/assets/index-DVLxs_g2.js")';

describe('the framework bootstrap', () => {
  it('imports its entry only once the first contentful paint is seen, or after the wait limit', async () => {
    const rewritten = deferEntryImport(BOOTSTRAP);
    expect(rewritten).toContain('globalThis.__WAKU_HYDRATE__ = true;');
    expect(rewritten).not.toMatch(/^\s*import\(/m);

    const imported: string[] = [];
    const timers: (() => void)[] = [];
    let observed: ((list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void) | undefined;
    const run = new Function('PerformanceObserver', 'setTimeout', 'importEntry', rewritten.replace(/import\((".*?")\)/, 'importEntry($1)').replace('globalThis.__WAKU_HYDRATE__ = true;', ''));
    run(
      class {
        constructor(callback: typeof observed) { observed = callback; }
        observe() {}
      },
      (callback: () => void, ms: number) => { expect(ms).toBe(PAINT_WAIT_LIMIT_MS); timers.push(callback); },
      (entry: string) => imported.push(entry),
    );
    expect(imported).toEqual([]);
    observed!({ getEntriesByName: () => [] }, { disconnect() {} });
    expect(imported).toEqual([]);
    observed!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }, { disconnect() {} });
    timers.forEach((timer) => timer());
    expect(imported).toEqual(['/assets/index-DVLxs_g2.js']);
  });

  it('leaves a script without the entry import as it is', () => {
    expect(deferEntryImport('self.__FLIGHT_DATA.push("x")')).toBe('self.__FLIGHT_DATA.push("x")');
  });
});
