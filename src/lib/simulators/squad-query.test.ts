import { describe, expect, it } from 'vitest';
import { POOL_PAGE_SIZE } from './pool-filter';
import { readSquadQuery } from './squad-query';
import { encodeSquadLink } from './squad-share-link';
import { buildPool } from './testing/pool';
import { readAddressQuery } from './address-query';

const pool = buildPool({ 11: 'wildcard', 12: 'wildcard', 13: 'wildcard' });
const link = (query: string) => readSquadQuery(readAddressQuery(query), pool);

describe('readSquadQuery: share links', () => {
  it('reads a first visit as an empty squad, not as a shared one', () => {
    expect(link('')).toEqual({ state: { picks: [] }, notices: [], filters: { query: '' }, shown: POOL_PAGE_SIZE, shared: false });
  });

  it('opens a shared squad exactly as it was shared', () => {
    const state = { president: { kind: 'team' as const, teamId: 2 }, picks: [1, 3, 4, 7, 11] };
    expect(link(`?${encodeSquadLink(state)}`)).toMatchObject({ state, notices: [], shared: true });
  });

  it('keeps what it can of a stale link: unknown players, an unknown club and picks the rules refuse', () => {
    // 9001 is nobody of this season (a player of the other edition, or one who left); 101 would be a third goalkeeper.
    const { state, notices } = link(`?${encodeSquadLink({ president: { kind: 'team', teamId: 77 }, picks: [1, 9001, 2, 101, 11, 12, 13] })}`);
    expect(state).toEqual({ picks: [1, 2, 11, 12] });
    expect(notices).toEqual([
      { kind: 'unknown-club' },
      { kind: 'unknown-players', count: 1 },
      { kind: 'refused', playerId: 101, reason: 'role-full' },
      { kind: 'refused', playerId: 13, reason: 'wildcards-full' },
    ]);
  });

  it('names broken parts and never throws on garbage', () => {
    expect(link('?v=1&p=1.zzzzzzz.1.3&t=2&c=Club').notices.map((notice) => notice.kind === 'link' && notice.problem)).toEqual([
      'two-presidents', 'bad-id', 'duplicate',
    ]);
    expect(link('?v=9&p=1').notices).toEqual([{ kind: 'link', problem: 'unsupported-version' }]);
    for (const garbage of ['?p=%00', '?v=1&p=....', `?v=1&p=${'1.'.repeat(300)}`, '?v=1&t=&c=', '?club=own&c=']) {
      expect(() => link(garbage), garbage).not.toThrow();
    }
  });
});

describe('readSquadQuery: the form without script', () => {
  it('turns the club picker into the link’s club: one of the season’s, or the visitor’s own', () => {
    expect(link('?v=1&club=2&c=Ignored').state).toEqual({ president: { kind: 'team', teamId: 2 }, picks: [] });
    expect(link('?v=1&club=own&c=Los+Pibes').state).toEqual({ president: { kind: 'own', name: 'Los Pibes' }, picks: [] });
    expect(link('?v=1&club=&c=').state).toEqual({ picks: [] });
  });

  it('signs and releases what was pressed, and says so', () => {
    const signed = link('?v=1&p=1&add=3');
    expect(signed.state.picks).toEqual([1, 3]);
    expect(signed.change).toEqual({ kind: 'signed', playerId: 3 });
    expect(link('?v=1&p=1.3&drop=1')).toMatchObject({ state: { picks: [3] }, change: { kind: 'released', playerId: 1 } });
    expect(link('?v=1&p=1.2&add=2t')).toMatchObject({ state: { picks: [1, 2] }, change: { kind: 'refused', playerId: 101, reason: 'role-full' } });
  });

  it('keeps the pool’s filters and how much of it is shown alongside the squad', () => {
    const query = link('?v=1&p=1&q=last&role=forward&team=2&cat=wildcard&show=80');
    expect(query.filters).toEqual({ query: 'last', role: 'forward', teamId: 2, category: 'wildcard' });
    expect(query.shown).toBe(80);
  });
});
