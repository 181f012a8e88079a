import { describe, expect, it } from 'vitest';
import { buildMatch, buildTeamRef } from '../tournament/testing';
import { hasMatchPage, matchPath } from './match-links';

describe('matchPath', () => {
  const match = buildMatch(121, 'live', { homeTeam: buildTeamRef(30, 'Atlético Centella'), awayTeam: buildTeamRef(31, 'Racing Trueno') });

  it('builds the match page path with both team slugs', () => {
    expect(matchPath(match, 'espana', 'en')).toBe('/en/espana/matches/121-atletico-centella-vs-racing-trueno');
    expect(matchPath(match, 'espana', 'es')).toBe('/es/espana/partidos/121-atletico-centella-vs-racing-trueno');
  });
});

describe('hasMatchPage', () => {
  const match = buildMatch(121, 'live', { homeTeam: buildTeamRef(30, 'Atlético Centella'), awayTeam: buildTeamRef(31, 'Racing Trueno') });

  it('is true for a match of two decided sides in a competition with match pages', () => {
    expect(hasMatchPage(match, 3)).toBe(true);
  });

  it('is false for competitions without match pages (section 5)', () => {
    for (const competitionId of [8, 1, 2]) expect(hasMatchPage(match, competitionId)).toBe(false);
  });

  it('is false while a side is still to be decided', () => {
    expect(hasMatchPage(buildMatch(140, 'scheduled', { homeTeam: buildTeamRef(58, 'TBD') }), 18)).toBe(false);
    expect(hasMatchPage(buildMatch(141, 'scheduled', { awayTeam: undefined }), 18)).toBe(false);
  });
});
