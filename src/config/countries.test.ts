import { describe, expect, it } from 'vitest';
import { CULTURE_COUNTRY } from '../demo-league/generator/name-pools';
import { TEAM_SEEDS } from '../demo-league/generator/team-names';
import { COUNTRY_ALPHA2, toAlpha2 } from './countries';

describe('the country table', () => {
  it('knows every country the league’s players and teams come from', () => {
    const used = new Set([
      ...Object.values(CULTURE_COUNTRY).flat(),
      ...Object.values(TEAM_SEEDS).flatMap((seeds) => seeds.flatMap((seed) => (seed.countryId ? [seed.countryId] : []))),
    ]);
    for (const id of used) expect(toAlpha2(id), String(id)).toMatch(/^[A-Z]{2}$/);
  });

  it('gives codes Intl names, and nothing for an unknown id', () => {
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    for (const code of Object.values(COUNTRY_ALPHA2)) expect(names.of(code)).not.toBe(code);
    expect(toAlpha2(724)).toBe('ES');
    expect(toAlpha2(999)).toBeUndefined();
    expect(toAlpha2(undefined)).toBeUndefined();
  });
});
