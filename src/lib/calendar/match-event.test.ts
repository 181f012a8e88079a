import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_TEAM_IDS } from '../competition/rules/season-quirks';
import { buildMatch, buildTeamRef } from '../match/testing';
import { matchEvent, eventSummary, type EventTexts } from './match-event';

const texts: EventTexts = {
  summary: (home, away) => `${home} v ${away}`,
  summaryWithScore: (home, away, h, a) => `${home} ${h}-${a} ${away}`,
  undecided: 'TBD',
};
const options = { host: 'kingsleague.pro', texts, hideScores: false, stampMs: Date.UTC(2026, 10, 25, 4, 0) };
const propertiesOf = (match = buildMatch()) => Object.fromEntries(matchEvent(match, options).properties.map(([name, value]) => [name, value]));

describe('eventSummary', () => {
  const ended = buildMatch({ status: 'ended', displayStatus: 'ended' });

  it('shows the score of an ended match unless scores are hidden', () => {
    expect(eventSummary(ended, texts, false)).toBe('Cometa Real 2-1 Tormenta Galáctica');
    expect(eventSummary(ended, texts, true)).toBe('Cometa Real v Tormenta Galáctica');
  });

  it('shows no score before the end', () => {
    expect(eventSummary(buildMatch(), texts, false)).toBe('Cometa Real v Tormenta Galáctica');
  });

  it('names an undecided side by its turn, and two of them by the turn alone', () => {
    const placeholder = PLACEHOLDER_TEAM_IDS[0]!;
    const oneUndecided = buildMatch({ turnName: 'Final', awayTeamId: placeholder, awayTeam: buildTeamRef(placeholder, 'TBD') });
    expect(eventSummary(oneUndecided, texts, false)).toBe('Cometa Real v Final');
    expect(eventSummary(buildMatch({ turnName: 'Final', homeTeam: undefined, awayTeam: undefined }), texts, false)).toBe('Final');
  });
});

describe('matchEvent', () => {
  it('writes a stable UID, UTC start, the data\'s length, the stadium and the match page', () => {
    const properties = propertiesOf(buildMatch({ halfMinutes: 25 }));
    expect(properties).toMatchObject({
      UID: 'match-500@kingsleague.pro', DTSTAMP: '20261125T040000Z', DTSTART: '20261121T120000Z', DURATION: 'PT50M',
      LOCATION: 'Arena Levante', SEQUENCE: '0', STATUS: 'CONFIRMED',
    });
    expect(properties['LAST-MODIFIED']).toBeUndefined();
  });

  it('is cancelled when the match is, and carries its version when the data has one', () => {
    const properties = propertiesOf(buildMatch({ status: 'cancelled', displayStatus: 'cancelled', updatedAt: '2026-11-20T09:30:00.000Z' }));
    expect(properties.STATUS).toBe('CANCELLED');
    expect(properties['LAST-MODIFIED']).toBe('20261120T093000Z');
    expect(Number(properties.SEQUENCE)).toBeGreaterThan(0);
  });

  it('escapes the summary text', () => {
    const match = buildMatch({ homeTeam: buildTeamRef(10, 'Uno, Dos; Tres') });
    expect(propertiesOf(match).SUMMARY).toBe('Uno\\, Dos\\; Tres v Tormenta Galáctica');
  });
});
