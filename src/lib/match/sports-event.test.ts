import { describe, expect, it } from 'vitest';
import { buildSportsEvent, serializeJsonLd, toEventStatus } from './sports-event';
import { buildMatch, buildTeamRef } from './testing';

const input = (match = buildMatch()) => ({
  match, url: 'https://kingsleague.pro/en/espana/matches/500-a-vs-b', origin: 'https://kingsleague.pro',
  name: 'Cometa Real v Tormenta Galáctica', description: 'Cometa Real 2, Tormenta Galáctica 1', organizer: 'Kings League Spain',
});

describe('buildSportsEvent', () => {
  it('describes the match with its teams, start, place and status', () => {
    expect(buildSportsEvent(input())).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'SportsEvent',
      startDate: '2026-11-21T12:00:00.000Z',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', name: 'Arena Levante', address: 'Spain' },
      homeTeam: { '@type': 'SportsTeam', name: 'Cometa Real', logo: 'https://kingsleague.pro/crest/10.svg' },
      awayTeam: { '@type': 'SportsTeam', name: 'Tormenta Galáctica' },
    });
  });

  it('maps postponed, cancelled and abandoned matches to schema.org’s statuses', () => {
    expect(toEventStatus('rescheduled')).toBe('https://schema.org/EventPostponed');
    expect(toEventStatus('cancelled')).toBe('https://schema.org/EventCancelled');
    expect(toEventStatus('abandoned')).toBe('https://schema.org/EventCancelled');
    expect(toEventStatus('live')).toBe('https://schema.org/EventScheduled');
    expect(toEventStatus('ended')).toBe('https://schema.org/EventScheduled');
  });
});

describe('serializeJsonLd', () => {
  it('cannot be closed early by a team name, and still means the same JSON', () => {
    const hostile = '</script><script>alert(1)</script><!--';
    const match = buildMatch({ homeTeam: buildTeamRef(10, hostile) });
    const text = serializeJsonLd(buildSportsEvent({ ...input(match), name: `${hostile} v B` }));
    expect(text).not.toMatch(/<|>/);
    expect(JSON.parse(text).homeTeam.name).toBe(hostile);
  });

  it('escapes the line separators that end a script line in older parsers', () => {
    expect(serializeJsonLd({ a: '\u2028\u2029&' })).toBe('{"a":"\\u2028\\u2029\\u0026"}');
  });
});
