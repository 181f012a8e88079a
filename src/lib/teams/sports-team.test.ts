import { describe, expect, it } from 'vitest';
import { buildStaff, buildTeam } from '../competition/testing/builders';
import type { Player } from '../competition/types';
import { buildSportsTeam } from './sports-team';

const player: Player = { id: 7, firstName: 'Iker', lastName: 'Pastor', gender: 'male', role: 'goalkeeper', jersey: 1, ratings: {} };

describe('buildSportsTeam', () => {
  it('describes the team, its league, coach, president and squad with absolute addresses', () => {
    const data = buildSportsTeam({
      team: buildTeam(2, { name: 'Atlético Centella', completeName: 'Atlético Centella CF', logoUrl: '/crest/2.svg' }),
      url: 'https://kingsleague.pro/en/espana/teams/2-atletico-centella',
      origin: 'https://kingsleague.pro',
      league: 'Kings League Spain',
      staffs: [buildStaff(3, 'president'), buildStaff(4, 'coach')],
      players: [player],
      playerPath: (p) => `/en/espana/players/${p.id}-iker-pastor`,
    });
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'SportsTeam',
      name: 'Atlético Centella',
      alternateName: 'Atlético Centella CF',
      url: 'https://kingsleague.pro/en/espana/teams/2-atletico-centella',
      sport: 'Football',
      logo: 'https://kingsleague.pro/crest/2.svg',
      memberOf: { '@type': 'SportsOrganization', name: 'Kings League Spain' },
      coach: { '@type': 'Person', name: 'First 4 Last 4' },
      employee: [{ '@type': 'Person', name: 'First 3 Last 3', jobTitle: 'President' }],
      athlete: [{ '@type': 'Person', name: 'Iker Pastor', url: 'https://kingsleague.pro/en/espana/players/7-iker-pastor' }],
    });
  });

  it('leaves out what the team does not have', () => {
    const data = buildSportsTeam({
      team: buildTeam(2), url: 'https://x.example/', origin: 'https://x.example', league: 'L', staffs: [], players: [], playerPath: () => '/',
    });
    expect(Object.keys(data)).toEqual(['@context', '@type', 'name', 'url', 'sport', 'memberOf', 'athlete']);
  });
});
