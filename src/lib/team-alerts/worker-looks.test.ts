import type { D1Database } from '@cloudflare/workers-types';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFixtureUpstream } from '../competition/testing/fixture-upstream';
import { lookAtMatchAlerts, sweepAlerts } from './worker-looks';

const VAPID = { VAPID_PUBLIC_KEY: 'B'.repeat(87), VAPID_PRIVATE_KEY: 'k'.repeat(43) };
const TURN = '/api/v1/competition/turns/12001';
const ANSWERS = {
  '/api/v1/competition/season-clusters': 'season-clusters.json',
  '/api/v1/competition/seasons/12/match-center-data': 'match-center-data.json',
  [TURN]: 'turn.json',
};

/** The alerts database with browsers following `followed`: answers who follows, and holds no subscription rows. */
function alertsDatabase(followed: readonly number[]) {
  const statement = (sql: string) => ({
    bind: (...values: unknown[]) => ({
      first: async () => (sql.includes('SELECT 1') && values.slice(1).some((id) => followed.includes(id as number)) ? { found: 1 } : null),
      all: async () => ({ results: [] }),
      run: async () => ({}),
    }),
  });
  return { prepare: statement, batch: async () => [] } as unknown as D1Database;
}

function worker(followed: readonly number[], extra: Record<string, unknown> = VAPID) {
  const upstream = stubFixtureUpstream(ANSWERS);
  return { bindings: { EDITION: 'kings', COMPETITION_API_URL: upstream.url, ALERTS: alertsDatabase(followed), ...extra }, upstream };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('lookAtMatchAlerts', () => {
  it('reads a changed match past the cache only when a browser follows one of its sides', async () => {
    const nobody = worker([7]);
    expect(await lookAtMatchAlerts(nobody.bindings, { region: 'espana', id: 501 })).toBeUndefined();
    expect(nobody.upstream.reads(TURN)).toBe(0);

    const someone = worker([2]);
    expect(await lookAtMatchAlerts(someone.bindings, { region: 'espana', id: 501 })).toMatchObject({ delivered: 0, gone: 0, failed: 0 });
    expect(someone.upstream.reads(TURN)).toBe(1);
  });

  it('reads nothing past the cache for a match the league does not have, or a region the edition does not have', async () => {
    const { bindings, upstream } = worker([1, 2]);
    expect(await lookAtMatchAlerts(bindings, { region: 'espana', id: 999 })).toBeUndefined();
    expect(await lookAtMatchAlerts(bindings, { region: 'atlantis', id: 501 })).toBeUndefined();
    expect(upstream.reads(TURN)).toBe(0);
  });

  it('sends nothing and reads nothing where the Worker has no alert keys', async () => {
    const { bindings, upstream } = worker([1, 2], {});
    expect(await lookAtMatchAlerts(bindings, { region: 'espana', id: 501 })).toBeUndefined();
    expect(await sweepAlerts(bindings)).toEqual([]);
    expect(upstream.reads('/api/v1/competition/season-clusters')).toBe(0);
  });
});

describe('sweepAlerts', () => {
  it('reads no league when nobody follows a team', async () => {
    const { bindings, upstream } = worker([]);
    expect(await sweepAlerts(bindings)).toEqual([]);
    expect(upstream.reads('/api/v1/competition/season-clusters')).toBe(0);
  });
});
