import { describe, expect, it } from 'vitest';
import type { CompetitionApi } from '../competition/api';
import { buildSeason } from '../competition/testing/builders';
import type { Staff } from '../competition/types';
import { AWAY_ID, HOME_ID, buildEvent, buildMatch } from '../match/testing';
import { readWatchedMatch } from './read-watched-match';

const staff = (id: number, firstName: string, lastName: string, role: string): Staff => ({ id, firstName, lastName, role });

/** A league of one match, its president's penalty called by the home side, its home president in the staff. */
function leagueOf(match: ReturnType<typeof buildMatch>): CompetitionApi {
  const season = buildSeason({ id: 15 });
  return {
    getSeasonClusters: async () => [{ seasons: [season] }],
    getMatchCenterData: async () => [{ matches: [match] }],
    getTurn: async () => ({ matches: [match] }),
    getTeamSeasonStaffs: async (id: number) => (id === HOME_ID ? [staff(1, 'Ana', 'Ruiz', 'president')] : []),
  } as unknown as CompetitionApi;
}

const target = { edition: 'kings', genders: ['male'], competitions: [3], timeZone: 'Europe/Madrid', matchId: 500 } as const;

describe('readWatchedMatch', () => {
  it('names the president who takes a president’s penalty in every language’s view, as the match page does', async () => {
    const match = buildMatch({ status: 'inPlay1H', currentMinute: 11, events: [buildEvent(1, 600, HOME_ID, 'PP')], awayTeamId: AWAY_ID });
    const watched = await readWatchedMatch(leagueOf(match), target, new Date(Date.parse(match.date)));
    const lines = (lang: 'en' | 'ar') => JSON.stringify(watched?.views[lang].timeline);
    expect(lines('en')).toContain('Ana Ruiz');
    expect(lines('ar')).toContain('Ana Ruiz');
  });
});
