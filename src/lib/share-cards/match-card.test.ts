import { describe, expect, it } from 'vitest';
import { getEdition } from '../../config/editions';
import { getRegions } from '../../config/regions';
import { cardModelSchema, cardVersion } from '../card-model';
import type { Season } from '../competition/types';
import { getIntl } from '../i18n/intl';
import { buildMatch } from '../match/testing';
import { buildMatchCard } from './match-card';

const edition = getEdition('kings');
const region = getRegions('kings').find((candidate) => candidate.slug === 'espana')!;
const season = { id: 15, name: 'Split 2' } as Season;
const input = (lang: 'en' | 'ar') => ({ edition, lang, region, t: getIntl(lang, 'kings').t });

describe('buildMatchCard', () => {
  it('shows a live match’s score and minute, in the page’s words', () => {
    const card = buildMatchCard({ match: buildMatch(), season }, input('en'));
    expect(cardModelSchema().safeParse(card).success).toBe(true);
    expect(card).toMatchObject({ kind: 'match', dir: 'ltr', centre: '2–1', status: { text: 'LIVE 31′', live: true }, caption: 'Split 2 · Matchday 8' });
    expect([card.home.name, card.away.name]).toEqual(['Cometa Real', 'Tormenta Galáctica']);
    // Their crest files are not https addresses: the site draws them from their colours.
    expect(card.home.crest.kind).toBe('drawn');
    const arabic = buildMatchCard({ match: buildMatch(), season }, input('ar'));
    expect(arabic).toMatchObject({ dir: 'rtl', lang: 'ar', brand: 'كينغز ليغ إسبانيا' });
    expect(arabic.status!.text).toMatch(/^مباشر /);
  });

  it('names the phase beside the minute where the rules change the game, and draws a new card when the phase changes', () => {
    const at = (minute: number, clockSecond: number) =>
      buildMatchCard({ match: buildMatch({ status: 'inPlay1H', currentMinute: minute, clock: { matchSecond: clockSecond, at: '2026-11-21T20:00:00.000Z' } }), season }, input('en'), Date.parse('2026-11-21T20:00:00.000Z'));
    const play = at(17, 16 * 60 + 50);
    const doubleGoal = at(18, 17 * 60 + 10);
    expect(play.status!.text).toBe('LIVE 17′');
    expect(doubleGoal.status!.text).toBe('LIVE 18′ · Double goals');
    // The same minute as the data gives it, a second either side of 17:00: only the phase differs, and so does the card's address.
    expect(cardVersion(doubleGoal)).not.toBe(cardVersion(at(18, 16 * 60 + 59)));
  });

  it('shows a match to come at its kick-off on the region’s clock, and a shootout under the score', () => {
    const coming = buildMatchCard({ match: buildMatch({ displayStatus: 'scheduled', status: 'notStarted', date: '2026-11-21T19:30:00.000Z', scores: {} }), season }, input('en'));
    // Madrid is an hour ahead of UTC in November.
    expect(coming.centre).toBe('20:30');
    expect(coming.detail).toMatch(/21 Nov/);
    expect(coming.status).toBeUndefined();
    const shootout = buildMatchCard({ match: buildMatch({ displayStatus: 'ended', scores: { home: 3, away: 3, homeShootout: 4, awayShootout: 2 } }), season }, input('en'));
    expect(shootout).toMatchObject({ centre: '3–3', detail: '(4–2 on penalties)', status: { text: 'Full time', live: false } });
  });

  it('has a new version when the score or the minute changes, and the same one otherwise', () => {
    const version = (overrides: Parameters<typeof buildMatch>[0]) => cardVersion(buildMatchCard({ match: buildMatch(overrides), season }, input('en')));
    expect(version({})).toBe(version({}));
    expect(version({ scores: { home: 3, away: 1 } })).not.toBe(version({}));
    expect(version({ currentMinute: 32 })).not.toBe(version({}));
    expect(cardVersion(buildMatchCard({ match: buildMatch(), season }, input('ar')))).not.toBe(version({}));
  });
});
