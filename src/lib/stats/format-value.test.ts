import { describe, expect, it } from 'vitest';
import { formatStatValue, UNKNOWN_VALUE } from './format-value';

describe('formatStatValue', () => {
  it('writes decimals and percentages as each language does', () => {
    expect(formatStatValue(4.5, 'decimal', 'en')).toBe('4.50');
    expect(formatStatValue(4.5, 'decimal', 'es')).toBe('4,50');
    expect(formatStatValue(0.625, 'percent', 'en')).toBe('63%');
    expect(formatStatValue(0.625, 'percent', 'fr')).toMatch(/^63\s%$/);
    expect(formatStatValue(1234, 'integer', 'de')).toBe('1.234');
  });

  it('uses the Arabic page’s digits', () => {
    expect(formatStatValue(12, 'integer', 'ar')).toBe(new Intl.NumberFormat('ar').format(12));
  });

  it('shows a dash for what is unknown', () => {
    expect(formatStatValue(undefined, 'integer', 'en')).toBe(UNKNOWN_VALUE);
    expect(formatStatValue(Number.NaN, 'percent', 'en')).toBe(UNKNOWN_VALUE);
  });
});
