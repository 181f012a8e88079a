import type { D1Database } from '@cloudflare/workers-types';
import { describe, expect, it } from 'vitest';
import { createCompetitionApi } from '../lib/competition/api';
import { createFakeClient } from '../lib/competition/testing/fake-client';
import { markWatcherBindings } from '../lib/live-push/watcher-read';
import { requestContext } from './request-context';
import { teamAlertsDispatch } from './team-alerts-dispatch';
import { buildTestApp, KINGS_ENV } from './test-app';

const VAPID = { VAPID_PUBLIC_KEY: 'B'.repeat(87), VAPID_PRIVATE_KEY: 'k'.repeat(43) };
const app = buildTestApp([requestContext(), teamAlertsDispatch()]);

/** The alerts database with browsers following `followed`: answers who follows, and holds no subscription rows. */
function alertsDatabase(followed: readonly number[]) {
  const statement = (sql: string) => ({
    bind: (...values: unknown[]) => ({
      first: async () => (sql.includes('SELECT 1') && values.slice(1).some((id) => followed.includes(id as number)) ? { found: 1 } : null),
      all: async () => ({ results: [] }),
    }),
  });
  return { prepare: statement } as unknown as D1Database;
}

function buildWatcherApp() {
  const client = createFakeClient({
    '/api/v1/competition/season-clusters': 'season-clusters.json',
    '/api/v1/competition/seasons/12/match-center-data': 'match-center-data.json',
    '/api/v1/competition/turns/12001': 'turn.json',
  });
  const watcherApp = buildTestApp([requestContext(), teamAlertsDispatch({ apiFor: () => createCompetitionApi(client) })]);
  const turnReads = () => client.requests.filter((request) => request.path === '/api/v1/competition/turns/12001').length;
  return { watcherApp, turnReads };
}

describe('teamAlertsDispatch', () => {
  it.each(['/api/alerts/sweep', '/api/alerts/match?region=espana&id=1'])('is a 404 for %s asked from outside the Worker', async (path) => {
    const response = await app.request(path, {}, { ...KINGS_ENV, ...VAPID });
    expect(response.status).toBe(404);
  });

  it('leaves every other path to the rest of the pipeline', async () => {
    const response = await app.request('/en/espana', {}, KINGS_ENV);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('page');
  });

  it('reads a changed match past the cache only when a browser follows one of its sides', async () => {
    const path = '/api/alerts/match?region=espana&id=501';
    const nobody = buildWatcherApp();
    const unfollowed = await nobody.watcherApp.request(path, {}, markWatcherBindings({ ...KINGS_ENV, ...VAPID, ALERTS: alertsDatabase([7]) }));
    expect(await unfollowed.json()).toEqual({ sent: [] });
    expect(nobody.turnReads()).toBe(0);

    const someone = buildWatcherApp();
    const followed = await someone.watcherApp.request(path, {}, markWatcherBindings({ ...KINGS_ENV, ...VAPID, ALERTS: alertsDatabase([2]) }));
    expect(followed.status).toBe(200);
    expect(((await followed.json()) as { sent: unknown[] }).sent).toHaveLength(1);
    expect(someone.turnReads()).toBe(1);
  });

  it('answers 404 for a match the league does not have, reading nothing past the cache', async () => {
    const { watcherApp, turnReads } = buildWatcherApp();
    const response = await watcherApp.request('/api/alerts/match?region=espana&id=999', {}, markWatcherBindings({ ...KINGS_ENV, ...VAPID, ALERTS: alertsDatabase([1, 2]) }));
    expect(response.status).toBe(404);
    expect(turnReads()).toBe(0);
  });
});
