import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EDITIONS, getEdition } from './editions';

describe('editions table', () => {
  it('allows the genders of section 1 per edition', () => {
    expect(EDITIONS.kings.genders).toEqual(['male', 'both']);
    expect(EDITIONS.queens.genders).toEqual(['female', 'both']);
  });

  it('points each edition at its own share image, shipped in public/', () => {
    expect(EDITIONS.kings.shareImage).toBe('/img/generic-og-kl.jpg');
    expect(EDITIONS.queens.shareImage).toBe('/img/generic-og-ql.jpg');
    for (const edition of Object.values(EDITIONS)) {
      for (const file of [edition.shareImage, edition.logo, edition.favicon]) {
        expect(existsSync(`public${file}`), file).toBe(true);
      }
    }
  });

  it('refuses an unknown web context with the section 8 message', () => {
    expect(() => getEdition('princes')).toThrow('Wrong webContext param');
  });
});
