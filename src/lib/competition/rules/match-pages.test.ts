import { describe, expect, it } from 'vitest';
import { hasMatchPages } from './match-pages';

describe('hasMatchPages', () => {
  it.each([8, 1, 2])('has no match pages for competition %i', (id) => {
    expect(hasMatchPages(id)).toBe(false);
  });

  it.each([0, 3, 4, 9, 18])('has match pages for competition %i', (id) => {
    expect(hasMatchPages(id)).toBe(true);
  });
});
