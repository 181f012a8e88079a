import { describe, expect, it } from 'vitest';
import { MAX_SEED, createSeededRandom } from './seeded-random';
import { MAX_SHARE_QUERY_LENGTH, MAX_SHARED_ID } from './share-link';
import { decodeTeamLink, encodeTeamLink, type TeamLink } from './team-share-link';

const SEVEN = [1, 2, 3, 4, 5, 6, 7];
const EMPTY: TeamLink = { slots: [null, null, null, null, null, null, null], bench: [] };

describe('team share link', () => {
  it('is short: formation, dotted base36 slots and bench, base36 seed', () => {
    expect(encodeTeamLink({ formationId: '3-1-2', slots: [36, 1, null, 2, null, null, null], bench: [35], seed: 1295 }))
      .toBe('v=1&f=3-1-2&s=10.1..2&b=z&r=zz');
  });

  it('round-trips a full seven, a bench of five and a seed', () => {
    const state: TeamLink = { formationId: '2-3-1', slots: SEVEN, bench: [8, 9, 10, 11, 12], seed: 4_000_000_000 };
    expect(decodeTeamLink(encodeTeamLink(state))).toEqual({ state, problems: [] });
  });

  it('round-trips vacant slots in place', () => {
    const state: TeamLink = { formationId: '2-2-2', slots: [null, 1, null, null, 2, null, null], bench: [], seed: 0 };
    expect(decodeTeamLink(encodeTeamLink(state))).toEqual({ state, problems: [] });
  });

  it('reads a first visit as an empty pitch without problems', () => {
    expect(decodeTeamLink('')).toEqual({ state: EMPTY, problems: [] });
    expect(decodeTeamLink(encodeTeamLink(EMPTY))).toEqual({ state: EMPTY, problems: [] });
  });

  it('stays within the query cap at its longest', () => {
    const ids = Array.from({ length: 12 }, (_, i) => MAX_SHARED_ID - i);
    const longest = encodeTeamLink({ formationId: '2-3-1', slots: ids.slice(0, 7), bench: ids.slice(7), seed: MAX_SEED });
    expect(longest.length).toBeLessThanOrEqual(MAX_SHARE_QUERY_LENGTH);
    expect(decodeTeamLink(longest).problems).toEqual([]);
  });

  it('keeps the players of an unknown formation', () => {
    expect(decodeTeamLink('v=1&f=4-4-2&s=1.2')).toEqual({
      state: { ...EMPTY, slots: [1, 2, null, null, null, null, null] }, problems: ['unknown-formation'],
    });
  });

  it('keeps seven slots and five on the bench', () => {
    const { state, problems } = decodeTeamLink('v=1&s=1.2.3.4.5.6.7.8&b=a.b.c.d.e.f');
    expect(state.slots).toEqual(SEVEN);
    expect(state.bench).toEqual([10, 11, 12, 13, 14]);
    expect(problems).toEqual(['too-many-players']);
  });

  it('places a player once: a repeat on the pitch is vacated, one on the bench dropped', () => {
    expect(decodeTeamLink('v=1&s=1.2.1&b=2.3')).toEqual({
      state: { ...EMPTY, slots: [1, 2, null, null, null, null, null], bench: [3] }, problems: ['duplicate'],
    });
  });

  it('refuses negative, huge and garbled seeds and ids', () => {
    for (const seed of ['-1', (MAX_SEED + 1).toString(36), 'zzzzzzzz', '01', 'Z']) {
      expect(decodeTeamLink(`v=1&r=${seed}`), seed).toEqual({ state: EMPTY, problems: ['bad-seed'] });
    }
    expect(decodeTeamLink('v=1&s=-1.%F0%9F%98%80.1&b=0').problems).toEqual(['bad-id']);
  });

  it('reads nothing from another version or an over-long query', () => {
    expect(decodeTeamLink('v=0&s=1')).toEqual({ state: EMPTY, problems: ['unsupported-version'] });
    expect(decodeTeamLink(`v=1&s=${'1'.repeat(513)}`)).toEqual({ state: EMPTY, problems: ['too-long'] });
  });

  it('never throws on garbage', () => {
    const random = createSeededRandom(7);
    const alphabet = 'v=1&fsbr.%?#-+zZ09 \u0000';
    for (let i = 0; i < 500; i++) {
      const junk = Array.from({ length: Math.floor(random() * 60) }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
      expect(() => decodeTeamLink(junk), junk).not.toThrow();
      expect(decodeTeamLink(junk).state.slots).toHaveLength(7);
    }
  });
});
