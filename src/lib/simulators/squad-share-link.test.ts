import { describe, expect, it } from 'vitest';
import { createSeededRandom } from './seeded-random';
import { MAX_SHARE_QUERY_LENGTH, MAX_SHARED_ID } from './share-link';
import { decodeSquadLink, encodeSquadLink, type SquadLink } from './squad-share-link';

const TWELVE = [101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112];

describe('squad share link', () => {
  it('is short: base36 ids joined by dots behind a version', () => {
    expect(encodeSquadLink({ president: { kind: 'team', teamId: 42 }, picks: [1, 36, 1295] })).toBe('v=1&t=16&p=1.10.zz');
  });

  it('round-trips a real club and twelve picks in pick order', () => {
    const state: SquadLink = { president: { kind: 'team', teamId: 320 }, picks: [...TWELVE].reverse() };
    expect(decodeSquadLink(encodeSquadLink(state))).toEqual({ state, problems: [] });
  });

  it('round-trips an own club’s name in any script', () => {
    for (const name of ['Los Pibes FC', 'Peñarol 1891', 'نادي الملوك', '東京キングス']) {
      const state: SquadLink = { president: { kind: 'own', name }, picks: [5] };
      expect(decodeSquadLink(`?${encodeSquadLink(state)}`)).toEqual({ state, problems: [] });
    }
  });

  it('round-trips an empty squad and reads a first visit as no link', () => {
    expect(decodeSquadLink(encodeSquadLink({ picks: [] }))).toEqual({ state: { picks: [] }, problems: [] });
    expect(decodeSquadLink('')).toEqual({ state: { picks: [] }, problems: [] });
  });

  it('reads URLSearchParams as well as text', () => {
    expect(decodeSquadLink(new URLSearchParams('v=1&p=a.b')).state.picks).toEqual([10, 11]);
  });

  it('stays within the query cap at its longest', () => {
    const longest = encodeSquadLink({ president: { kind: 'own', name: '東'.repeat(24) }, picks: TWELVE.map((id) => MAX_SHARED_ID - id) });
    expect(longest.length).toBeLessThanOrEqual(MAX_SHARE_QUERY_LENGTH);
    expect(decodeSquadLink(longest).problems).toEqual([]);
  });

  it('keeps the first twelve picks of a longer list', () => {
    const decoded = decodeSquadLink(`v=1&p=${[...TWELVE, 113].map((id) => id.toString(36)).join('.')}`);
    expect(decoded).toEqual({ state: { picks: TWELVE }, problems: ['too-many-players'] });
  });

  it('drops repeated, negative, huge and garbled ids and says so', () => {
    expect(decodeSquadLink('v=1&p=1.2.1.-5.zzzzzzzzz.%00.3')).toEqual({ state: { picks: [1, 2, 3] }, problems: ['duplicate', 'bad-id'] });
  });

  it('refuses two presidents, a bad club id and a name with anything but letters, digits and spaces', () => {
    expect(decodeSquadLink('v=1&t=5&c=Mine&p=1')).toEqual({ state: { picks: [1] }, problems: ['two-presidents'] });
    expect(decodeSquadLink('v=1&t=-5')).toEqual({ state: { picks: [] }, problems: ['bad-id'] });
    expect(decodeSquadLink('v=1&c=Real%20%3Cb%3EMadrid')).toEqual({
      state: { president: { kind: 'own', name: 'Real b Madrid' }, picks: [] }, problems: ['bad-name'],
    });
    expect(decodeSquadLink('v=1&c=%21%21')).toEqual({ state: { picks: [] }, problems: ['bad-name'] });
  });

  it('reads nothing from another version or an over-long query', () => {
    expect(decodeSquadLink('v=9&p=1')).toEqual({ state: { picks: [] }, problems: ['unsupported-version'] });
    expect(decodeSquadLink(`v=1&p=1&pad=${'x'.repeat(600)}`)).toEqual({ state: { picks: [] }, problems: ['too-long'] });
  });

  it('never throws on garbage', () => {
    const random = createSeededRandom(99);
    const alphabet = 'v=1&tcp.%?#-+zZ09 é\u0000';
    for (let i = 0; i < 500; i++) {
      const junk = Array.from({ length: Math.floor(random() * 60) }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
      expect(() => decodeSquadLink(junk), junk).not.toThrow();
      expect(decodeSquadLink(junk).state.picks.length).toBeLessThanOrEqual(12);
    }
  });
});
