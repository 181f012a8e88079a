import { describe, expect, it } from 'vitest';
import type { Match } from '../competition';
import { getIntl } from '../i18n/intl';
import { fansVerdict } from './fans-verdict';
import type { VotesClient } from './votes-client';

const KICK_OFF = '2026-11-21T18:00:00.000Z';
const match = { id: 7, date: KICK_OFF, displayStatus: 'ended', homeTeam: { id: 1, name: 'Cometa Real' }, awayTeam: { id: 2, name: 'Búhos de Medianoche' } } as unknown as Match;
const votesOf = (winner: Record<string, number>): VotesClient => ({ tallies: async () => ({ winner }), vote: async () => { throw new Error('not here'); }, seed: async () => undefined });
const { t } = getIntl('en', 'kings');
const after = new Date('2026-11-21T19:00:00.000Z');

describe("a match card's fans' line", () => {
  it('names the leading choice and its share once the vote has closed', async () => {
    expect(await fansVerdict(votesOf({ home: 61, away: 30, shootout: 9 }), match, t, 'en', after)).toBe('61% backed Cometa Real');
    expect(await fansVerdict(votesOf({ home: 1, away: 1, shootout: 3 }), match, t, 'en', after)).toBe('60% called a shootout');
    expect(await fansVerdict(votesOf({ home: 61, away: 39 }), match, getIntl('es', 'kings').t, 'es', after)).toBe('El 61\u00a0% apostó por Cometa Real');
  });

  it('says nothing while the vote is open, with no votes or a tie for first', async () => {
    const before = { ...match, displayStatus: 'scheduled' } as Match;
    expect(await fansVerdict(votesOf({ home: 61, away: 39 }), before, t, 'en', new Date('2026-11-21T17:00:00.000Z'))).toBeUndefined();
    expect(await fansVerdict(votesOf({}), match, t, 'en', after)).toBeUndefined();
    expect(await fansVerdict(votesOf({ home: 2, away: 2 }), match, t, 'en', after)).toBeUndefined();
    expect(await fansVerdict(undefined, match, t, 'en', after)).toBeUndefined();
  });
});
