import { describe, expect, it } from 'vitest';
import { findRegion } from '../../config/regions';
import { playerPagePath, teamPagePath } from './people-paths';

const spain = findRegion('kings', 'espana')!;
const kingOfKings = findRegion('kings', 'king-of-kings')!;
const team = { id: 7, name: 'Atlético Centella' };
const player = { id: 42, firstName: 'Óscar', lastName: 'Serrano' };

describe('team and player links', () => {
  it('point into the region, in the language’s own words, with the canonical slugs', () => {
    expect(teamPagePath({ lang: 'es', edition: 'kings', region: spain }, team)).toBe('/es/espana/equipos/7-atletico-centella');
    expect(playerPagePath({ lang: 'de', edition: 'kings', region: spain }, player)).toBe('/de/espana/spieler/42-oscar-serrano');
  });

  it('use the league-wide pages where the region has no team section, or no region is known', () => {
    expect(teamPagePath({ lang: 'en', edition: 'kings', region: kingOfKings }, team)).toBe('/en/teams/7-atletico-centella');
    expect(playerPagePath({ lang: 'en', edition: 'kings' }, player)).toBe('/en/players/42-oscar-serrano');
  });
});
