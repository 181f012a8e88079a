import { describe, expect, it } from 'vitest';
import { routeQueryFields, type RouteId } from '../../config/routes';
import { parseRouteQuery } from '../request/route-query';
import { FORMATION_IDS } from '../../config/formations';
import { MAX_SEED } from './seeded-random';
import { MAX_SHARED_ID } from './share-link';
import { encodeSquadLink } from './squad-share-link';
import { encodeTeamLink } from './team-share-link';

const SIMULATORS: readonly RouteId[] = ['squadSimulator', 'teamSimulator'];
/** Whether the simulators' routes let every parameter of the query through to the page. */
const passesGuard = (query: string) =>
  SIMULATORS.every((id) => parseRouteQuery(query, new URLSearchParams(query), routeQueryFields(id)).refusal === undefined);

const TWELVE = Array.from({ length: 12 }, (_, i) => MAX_SHARED_ID - i);

describe('the route guard and the simulators’ links', () => {
  it('lets through every link the simulators write, at their longest', () => {
    for (const name of ['Los Pibes FC', 'نادي الملوك', '東京キングス', 'Ñandú 1891']) {
      expect(passesGuard(encodeSquadLink({ president: { kind: 'own', name }, picks: TWELVE })), name).toBe(true);
    }
    expect(passesGuard(encodeSquadLink({ president: { kind: 'team', teamId: MAX_SHARED_ID }, picks: TWELVE }))).toBe(true);
    for (const formationId of FORMATION_IDS) {
      const slots = [null, ...TWELVE.slice(0, 6)];
      expect(passesGuard(encodeTeamLink({ formationId, slots, bench: TWELVE.slice(6, 11), seed: MAX_SEED })), formationId).toBe(true);
    }
  });

  it('lets through what the forms send without script, empty fields included', () => {
    expect(passesGuard('v=1&p=1.2&club=own&c=F.C.+Porto+%26+Co&q=&role=&team=&cat=&add=3')).toBe(true);
    expect(passesGuard('v=1&f=2-3-1&s=.1.2&b=3&r=1ka&formation=3-1-2&fill=best&show=80')).toBe(true);
    expect(passesGuard('v=1&p=1&drop=1&club=2a&cat=wildcard')).toBe(true);
  });

  it('leaves a stale or garbled link of the links’ alphabet to the page, which keeps its valid part', () => {
    for (const query of ['v=2&p=1', 'v=1&p=0zz.1..1', 'v=1&f=4-4-2&r=zzzzzzzzz', `v=1&p=${'1.'.repeat(100)}`, 't=0']) {
      expect(passesGuard(query), query).toBe(true);
    }
  });

  it('stops anything outside that alphabet before it reaches a page', () => {
    for (const query of ['p=1,2', 's=1;2', 'f=2 3 1', 'r=-1', 'add=', 'fill=worst', 'club=x y', 'show=0', 'cat=legend']) {
      expect(passesGuard(query), query).toBe(false);
    }
  });
});
