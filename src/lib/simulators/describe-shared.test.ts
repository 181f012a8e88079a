import { describe, expect, it } from 'vitest';
import { getIntl } from '../i18n/intl';
import { describeSharedSquad, describeSharedTeam } from './describe-shared';
import { encodeSquadLink } from './squad-share-link';
import { encodeTeamLink } from './team-share-link';
import { buildPool } from './testing/pool';
import { readAddressQuery } from './address-query';

const pool = buildPool();
const en = { pool, t: getIntl('en', 'kings').t, gender: 'male' as const };

describe('describeSharedSquad', () => {
  it('keeps the page’s own title on a first visit', () => {
    expect(describeSharedSquad({ ...en, query: readAddressQuery('') })).toBeUndefined();
  });

  it('names the club, the squad’s ratings by line and who was signed', () => {
    const search = `?${encodeSquadLink({ president: { kind: 'team', teamId: 1 }, picks: [1, 3, 4, 7, 8, 11, 12] })}`;
    const shared = describeSharedSquad({ ...en, query: readAddressQuery(search) });
    expect(shared?.title).toBe('Atlético Centella: a squad of 7');
    expect(shared?.description).toMatch(
      new RegExp(
        '^Ratings by line: goalkeeping \\d+, defence \\d+, midfield \\d+, attack \\d+, overall \\d+\\. ' +
          'Signed: First1 Last1, First3 Last3, First4 Last4, First7 Last7, First8 Last8 and 2 others\\.$',
      ),
    );
  });

  it('speaks of an own club by its name, and in the women’s edition of women', () => {
    const search = `?${encodeSquadLink({ president: { kind: 'own', name: 'Las Leonas' }, picks: [] })}`;
    const es = { pool, t: getIntl('es', 'queens').t, gender: 'female' as const };
    expect(describeSharedSquad({ ...es, query: readAddressQuery(search) })).toEqual({
      title: 'Las Leonas: una plantilla de 0',
      description: 'Las Leonas lleva 0 jugadoras y sigue eligiendo en el draft.',
    });
  });
});

describe('describeSharedTeam', () => {
  const full = encodeTeamLink({ formationId: '2-3-1', slots: [1, 3, 4, 7, 8, 9, 11], bench: [], seed: 42 });

  it('tells the simulated season of a full seven, the same for the same link', () => {
    const shared = describeSharedTeam({ ...en, query: readAddressQuery(`?${full}`) });
    expect(shared?.title).toMatch(/^My 2-3-1 seven, rated \d+$/);
    expect(shared?.description).toMatch(
      /^Finished \d+(st|nd|rd|th) of 3 with \d+ points, \d+ goals for and \d+ against, in a simulated season\. Starting seven: /,
    );
    expect(describeSharedTeam({ ...en, query: readAddressQuery(`?${full}`) })).toEqual(shared);
  });

  it('lists who is placed while the seven is not complete', () => {
    const partial = encodeTeamLink({ formationId: '3-2-1', slots: [1, null, 3], bench: [] });
    expect(describeSharedTeam({ ...en, query: readAddressQuery(`?${partial}`) })?.description).toBe('2 players placed so far: First1 Last1, First3 Last3.');
  });
});
