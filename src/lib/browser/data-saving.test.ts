import { afterEach, describe, expect, it, vi } from 'vitest';
import { narrowestPictures, savesData, savingPollDelay } from './data-saving';

/** A page whose root has `data-saver` or not, in a browser that asks to save data or not. */
function visit({ chosen, browserAsks, pictures = [] }: { chosen: boolean; browserAsks: boolean; pictures?: { sizes: string }[] }) {
  vi.stubGlobal('document', {
    documentElement: { hasAttribute: (name: string) => chosen && name === 'data-saver' },
    querySelectorAll: (selector: string) => (selector === 'img[srcset]' ? pictures : []),
  });
  vi.stubGlobal('navigator', { connection: { saveData: browserAsks } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('saving data', () => {
  it('is on when the fan chose it or the browser asks for it, and off otherwise', () => {
    visit({ chosen: true, browserAsks: false });
    expect(savesData()).toBe(true);
    visit({ chosen: false, browserAsks: true });
    expect(savesData()).toBe(true);
    visit({ chosen: false, browserAsks: false });
    expect(savesData()).toBe(false);
  });

  it('makes the live parts wait 30 s between looks, never less, and leaves a stop a stop', () => {
    visit({ chosen: true, browserAsks: false });
    expect(savingPollDelay(8_000, 30_000)).toBe(30_000);
    expect(savingPollDelay(60_000, 30_000)).toBe(60_000);
    expect(savingPollDelay(undefined, 30_000)).toBeUndefined();
    visit({ chosen: false, browserAsks: false });
    expect(savingPollDelay(8_000, 30_000)).toBe(8_000);
  });

  it('has pictures offered at several widths take the narrowest, only while saving', () => {
    const pictures = [{ sizes: '(min-width: 40rem) 50vw, 100vw' }];
    visit({ chosen: false, browserAsks: false, pictures });
    narrowestPictures();
    expect(pictures[0]?.sizes).toBe('(min-width: 40rem) 50vw, 100vw');
    visit({ chosen: false, browserAsks: true, pictures });
    narrowestPictures();
    expect(pictures[0]?.sizes).toBe('1px');
  });

  it('is off outside a browser', () => {
    expect(savesData()).toBe(false);
  });
});
