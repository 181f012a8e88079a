import { describe, expect, it } from 'vitest';
import { CONTEXT_NAMES, ROUTE_EXCLUSIONS, isExcluded } from './exclusions';
import { findRegion } from './regions';

describe('context names', () => {
  it('name only real regions of their edition', () => {
    const regional = Object.entries(CONTEXT_NAMES).flatMap(([name, context]) => ('region' in context ? [{ name, ...context }] : []));
    expect(regional.length).toBeGreaterThan(0);
    for (const { name, edition, region } of regional) expect(findRegion(edition, region), name).toBeDefined();
  });
});

describe('route exclusions (section 5)', () => {
  it('keeps faqs for the men’s Spain only', () => {
    expect(isExcluded('faqs', 'kings', 'espana')).toBe(false);
    expect(isExcluded('faqs', 'kings', 'americas')).toBe(true);
    expect(isExcluded('faqs', 'kings', 'king-of-kings')).toBe(true);
    expect(isExcluded('faqs', 'queens', 'espana')).toBe(true);
  });

  it('removes legends and stores from the women’s edition only', () => {
    expect(isExcluded('legends', 'queens', undefined)).toBe(true);
    expect(isExcluded('stores', 'queens', undefined)).toBe(true);
    expect(isExcluded('legends', 'kings', undefined)).toBe(false);
    expect(isExcluded('stores', 'kings', 'espana')).toBe(false);
  });

  it('keeps the finalissima for the women’s edition only', () => {
    expect(isExcluded('finalissima', 'kings', undefined)).toBe(true);
    expect(isExcluded('finalissima', 'queens', undefined)).toBe(false);
  });

  it('removes tickets from the women’s americas but not the women’s Spain', () => {
    expect(isExcluded('tickets', 'queens', 'americas')).toBe(true);
    expect(isExcluded('tickets', 'queens', 'espana')).toBe(false);
    expect(isExcluded('tickets', 'kings', 'espana')).toBe(false);
    expect(isExcluded('tickets', 'kings', 'italia')).toBe(true);
  });

  it('keeps tier list and tournament for the two world cups only', () => {
    for (const key of ['tier-list', 'tournament'] as const) {
      expect(isExcluded(key, 'kings', 'world-cup')).toBe(false);
      expect(isExcluded(key, 'kings', 'kwc-nations')).toBe(false);
      expect(isExcluded(key, 'kings', 'espana')).toBe(true);
      expect(isExcluded(key, 'queens', 'espana')).toBe(true);
    }
  });

  it('keeps tables-kwcc for king-of-kings only', () => {
    expect(isExcluded('tables-kwcc', 'kings', 'king-of-kings')).toBe(false);
    expect(isExcluded('tables-kwcc', 'kings', 'espana')).toBe(true);
    expect(isExcluded('tables-kwcc', 'queens', 'espana')).toBe(true);
  });

  it('removes the season pages from king-of-kings', () => {
    for (const key of ['teams', 'tables', 'matches', 'stats', 'mvp', 'cards', 'shots', 'regulation'] as const) {
      expect(isExcluded(key, 'kings', 'king-of-kings'), key).toBe(true);
      expect(isExcluded(key, 'kings', 'espana'), key).toBe(false);
    }
  });

  it('lists every key of section 5', () => {
    expect(Object.keys(ROUTE_EXCLUSIONS).sort()).toEqual(
      [
        'faqs', 'legends', 'stores', 'draft', 'teams', 'tables', 'matches', 'stats', 'mvp', 'cards', 'shots',
        'regulation', 'mercato', 'tickets', 'tier-list', 'tournament', 'finalissima', 'contact-us', 'goals',
        'tables-kwcc',
      ].sort(),
    );
  });
});
