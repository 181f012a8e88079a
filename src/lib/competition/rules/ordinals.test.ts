import { describe, expect, it } from 'vitest';
import { formatOrdinal } from './ordinals';

describe('formatOrdinal', () => {
  it('uses st, nd, rd and th in English, with th for 11 to 13', () => {
    const shown = [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 112].map((n) => formatOrdinal(n, 'en'));
    expect(shown).toEqual([
      '1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '101st', '111th', '112th',
    ]);
  });

  it('uses 1.º in Spanish', () => {
    expect([1, 2, 11].map((n) => formatOrdinal(n, 'es'))).toEqual(['1.º', '2.º', '11.º']);
  });

  it('uses 1º in Italian and Portuguese', () => {
    expect(formatOrdinal(1, 'it')).toBe('1º');
    expect(formatOrdinal(12, 'it')).toBe('12º');
    expect(formatOrdinal(3, 'pt')).toBe('3º');
  });

  it('uses 1er then e in French', () => {
    expect([1, 2, 11, 21].map((n) => formatOrdinal(n, 'fr'))).toEqual(['1er', '2e', '11e', '21e']);
  });

  it('uses a full stop in German', () => {
    expect([1, 12].map((n) => formatOrdinal(n, 'de'))).toEqual(['1.', '12.']);
  });

  it('falls back to the plain number in Arabic', () => {
    expect(formatOrdinal(1, 'ar')).toBe('1');
  });

  it('shows numbers that are not positions as they are', () => {
    expect(formatOrdinal(0, 'en')).toBe('0');
    expect(formatOrdinal(1.5, 'es')).toBe('1.5');
  });
});
