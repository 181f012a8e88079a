import { describe, expect, it } from 'vitest';
import { buildMatch, buildTeamRef } from '../tournament/testing';
import { toMatchHref } from './match-link';

describe('toMatchHref', () => {
  const match = buildMatch(121, 'live', { homeTeam: buildTeamRef(30, 'Atlético Centella'), awayTeam: buildTeamRef(31, 'Racing Trueno') });

  it('builds the match page path with both team slugs', () => {
    expect(toMatchHref(match, 'en', 'espana', 3)).toBe('/en/espana/matches/121-atletico-centella-vs-racing-trueno');
    expect(toMatchHref(match, 'es', 'espana', 3)).toBe('/es/espana/partidos/121-atletico-centella-vs-racing-trueno');
  });

  it('gives nothing for competitions without match pages (section 5)', () => {
    for (const competitionId of [8, 1, 2]) expect(toMatchHref(match, 'en', 'world-cup', competitionId)).toBeUndefined();
  });

  it('gives nothing while a side is still to be decided', () => {
    expect(toMatchHref(buildMatch(140, 'scheduled', { homeTeam: buildTeamRef(58, 'TBD') }), 'en', 'kwc-nations', 18)).toBeUndefined();
    expect(toMatchHref(buildMatch(141, 'scheduled', { awayTeam: undefined }), 'en', 'kwc-nations', 18)).toBeUndefined();
  });
});
