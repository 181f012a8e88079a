import { describe, expect, it } from 'vitest';
import { ENTITY_PATTERNS, ROUTE_IDS, routeEntity } from '../../../config/routes';
import { ENTITY_LOADERS } from './index';
import { kindOfLoader, loadersByKind } from './loaders-by-kind';
import type { EntityLoader } from './types';

const load: EntityLoader = async () => ({ kind: 'unreachable' });

describe('entity loaders found by their names', () => {
  it('reads the kind from the loader’s name', () => {
    expect(kindOfLoader('loadTeamEntity')).toBe('team');
    expect(kindOfLoader('loadNewsList')).toBe('newsList');
    expect(kindOfLoader('loadSquadSimulator')).toBe('squadSimulator');
    expect(kindOfLoader('TEAM_NOT_FOUND')).toBeUndefined();
    expect(kindOfLoader('simulatorLoader')).toBeUndefined();
  });

  it('has a loader for every kind a record or an id pattern names, and none other', () => {
    const kinds = new Set<string>([...Object.keys(ENTITY_PATTERNS), ...ROUTE_IDS.flatMap((id) => routeEntity(id) ?? [])]);
    expect(Object.keys(ENTITY_LOADERS).sort()).toEqual([...kinds].sort());
    for (const kind of kinds) expect(typeof ENTITY_LOADERS[kind as keyof typeof ENTITY_LOADERS], kind).toBe('function');
  });

  it('refuses a kind without a loader, a kind with two, and a loader nothing asks for', () => {
    expect(() => loadersByKind({ './team.ts': { loadTeamEntity: load } }, ['team', 'partner'])).toThrow(/entity partner: no loader/);
    expect(() => loadersByKind({ './a.ts': { loadTeam: load }, './b.ts': { loadTeamEntity: load } }, ['team'])).toThrow(
      /entity team: loaded in \.\/a\.ts and \.\/b\.ts/,
    );
    expect(() => loadersByKind({ './team.ts': { loadTeamEntity: load }, './old.ts': { loadOld: load } }, ['team'])).toThrow(
      /\.\/old\.ts: no route loads a old/,
    );
  });

  it('binds each kind to its loader', () => {
    expect(loadersByKind({ './simulator.ts': { loadSquadSimulator: load, helper: 1 } }, ['squadSimulator'])).toEqual({ squadSimulator: load });
  });
});
