import { describe, expect, it } from 'vitest';
import type { Player } from '../competition/types';
import { sortPool, toPoolPlayer, toPoolTeam } from './pool';
import { buildPoolPlayer } from './testing/pool';

const player = (overrides: Partial<Player>): Player => ({
  id: 7, firstName: 'Óscar', lastName: 'Serrano', gender: 'male', role: 'goalkeeper', ratings: { average: 68, diving: 70 }, ...overrides,
});

describe('toPoolPlayer', () => {
  it('keeps what a row and a rating need and nothing of the profile', () => {
    expect(toPoolPlayer(player({ category: 'wildcard', teamId: 2, birthDate: '2001-03-24', height: 176, shortName: 'Ó. Serrano' }))).toEqual({
      id: 7, firstName: 'Óscar', lastName: 'Serrano', shortName: 'Ó. Serrano', role: 'goalkeeper', category: 'wildcard', teamId: 2,
      ratings: { average: 68, diving: 70 },
    });
  });

  it('counts a player the league gives no category as a draft pick', () => {
    expect(toPoolPlayer(player({})).category).toBe('draft');
  });

  it('names a player under a dot by a shirt name written normally, else the short name, else the last name', () => {
    expect(toPoolPlayer(player({ jerseyName: 'Óscar S.', shortName: 'Ó. Serrano' })).shortName).toBe('Óscar S.');
    expect(toPoolPlayer(player({ jerseyName: 'SERRANO', shortName: 'Ó. Serrano' })).shortName).toBe('Ó. Serrano');
    expect(toPoolPlayer(player({ jerseyName: 'SERRANO' })).shortName).toBe('Serrano');
  });
});

describe('toPoolTeam', () => {
  it('keeps the club’s name, crest, colours and president', () => {
    const team = {
      id: 2, name: 'Atlético Centella', shortName: 'ACE', gender: 'male' as const, isPlaceholder: false, social: {}, isKwccWildcard: false,
      staffs: [], currentSeasons: [], logoUrl: '/crest.svg', firstColor: '#e6007e',
    };
    expect(toPoolTeam(team, 'Diego Soler')).toEqual({
      id: 2, name: 'Atlético Centella', shortName: 'ACE', logoUrl: '/crest.svg', firstColor: '#e6007e', president: 'Diego Soler',
    });
  });
});

describe('sortPool', () => {
  it('puts the strongest card first, then orders by last name', () => {
    const collator = new Intl.Collator('es-ES');
    const players = [
      buildPoolPlayer(1, 'forward', { lastName: 'Zapata', ratings: { average: 80 } }),
      buildPoolPlayer(2, 'forward', { lastName: 'Álvarez', ratings: { average: 80 } }),
      buildPoolPlayer(3, 'forward', { lastName: 'Moreno', ratings: { average: 90 } }),
    ];
    expect(sortPool(players, collator).map((entry) => entry.id)).toEqual([3, 2, 1]);
  });
});
