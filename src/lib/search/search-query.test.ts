import { describe, expect, it } from 'vitest';
import { readSearchQuery } from './search-query';

describe('readSearchQuery', () => {
  it('accepts words, trimmed', () => {
    expect(readSearchQuery('  José Pérez ')).toBe('José Pérez');
    expect(readSearchQuery('أحمد')).toBe('أحمد');
    expect(readSearchQuery('x'.repeat(200))).toBe('x'.repeat(200));
  });

  it.each([
    ['nothing', ''],
    ['spaces', '   '],
    ['over 200 characters', 'x'.repeat(201)],
    ['a control character', 'jose\u0000'],
    ['a line break', 'jose\nperez'],
    ['a bidirectional override', 'jose\u202e'],
    ['punctuation only', '—!?%'],
  ])('turns %s into no search', (_what, raw) => {
    expect(readSearchQuery(raw)).toBeUndefined();
  });

  it('turns what is not text into no search', () => {
    expect(readSearchQuery(undefined)).toBeUndefined();
    expect(readSearchQuery(['jose'])).toBeUndefined();
  });
});
