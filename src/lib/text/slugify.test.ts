import { describe, expect, it } from 'vitest';
import { slugify } from './slugify';

describe('slugify', () => {
  it.each([
    ['Búhos de Medianoche', 'buhos-de-medianoche'],
    ['Club Lince Dorado', 'club-lince-dorado'],
    ['  Saiyans FC!! ', 'saiyans-fc'],
    ['Ünïcödé — Team', 'unicode-team'],
    ['ÆØÅ', 'a'],
    ['!!!', 'team'],
  ])('%s → %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});
