import { describe, expect, it } from 'vitest';
import { requestContext } from '../../middleware/resolve-request-context';
import { teamAlertsApi } from './team-alerts-api';
import { buildTestApp, KINGS_ENV } from '../../middleware/test-app';
import { serveEndpoints } from '../serve-endpoints';

const app = buildTestApp([requestContext(), serveEndpoints(teamAlertsApi())]);
// Shaped as the Worker's settings require; this API only checks that they are there.
const KEYS = { VAPID_PUBLIC_KEY: 'B'.repeat(87), VAPID_PRIVATE_KEY: 'k'.repeat(43) };
const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

/** A D1 stand-in that keeps each statement run, with its bound values; each run changes `changes` rows. */
function recordingDatabase(changes = 1) {
  const runs: { sql: string; values: unknown[] }[] = [];
  const statement = (sql: string, values: unknown[] = []) => ({
    bind: (...bound: unknown[]) => statement(sql, bound),
    run: async () => {
      runs.push({ sql, values });
      return { success: true, meta: { changes } };
    },
  });
  return { runs, db: { prepare: (sql: string) => statement(sql), batch: async (all: { run(): Promise<unknown> }[]) => Promise.all(all.map((one) => one.run())) } };
}

// A browser's key: a point of P-256, as `pushManager.subscribe` makes one.
const browserKey = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
const p256dh = base64url(new Uint8Array(await crypto.subtle.exportKey('raw', browserKey.publicKey)));
const subscription = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
  keys: { p256dh, auth: base64url(new Uint8Array(16).fill(1)) },
  team: 12,
  lang: 'ar',
  spoilerFree: true,
};
const send = (method: string, body: unknown, env: Record<string, unknown>) =>
  app.request('/api/alerts', { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }, env);

describe('teamAlertsApi', () => {
  it('does not exist where the edition has no keys or no alerts database', async () => {
    const { db } = recordingDatabase();
    expect((await send('POST', subscription, { ...KINGS_ENV, ALERTS: db })).status).toBe(404);
    expect((await send('POST', subscription, { ...KINGS_ENV, ...KEYS })).status).toBe(404);
  });

  it('stores a subscription for the edition, with its team, language and mode', async () => {
    const { db, runs } = recordingDatabase();
    const response = await send('POST', subscription, { ...KINGS_ENV, ...KEYS, ALERTS: db });
    expect(response.status).toBe(204);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(runs).toHaveLength(1);
    expect(runs[0]!.sql).toMatch(/INSERT INTO push_subscriptions/);
    expect(runs[0]!.values.slice(0, 7)).toEqual(['kings', subscription.endpoint, 12, subscription.keys.p256dh, subscription.keys.auth, 'ar', 1]);
  });

  it.each([
    ['an endpoint that is no push service', { ...subscription, endpoint: 'https://example.com/hook' }],
    ['a key of the wrong length', { ...subscription, keys: { ...subscription.keys, auth: 'AAAA' } }],
    ['a language the site does not speak', { ...subscription, lang: 'xx' }],
  ])('answers 400 and stores nothing for %s', async (_name, body) => {
    const { db, runs } = recordingDatabase();
    const response = await send('POST', body, { ...KINGS_ENV, ...KEYS, ALERTS: db });
    expect(response.status).toBe(400);
    expect(runs).toEqual([]);
  });

  it('answers 400 saying so, and stores nothing, for a key of the right length and first byte that is no point of P-256', async () => {
    const { db, runs } = recordingDatabase();
    const offCurve = base64url(new Uint8Array([4, ...new Uint8Array(64).fill(7)]));
    const response = await send('POST', { ...subscription, keys: { ...subscription.keys, p256dh: offCurve } }, { ...KINGS_ENV, ...KEYS, ALERTS: db });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Bad subscription: keys.p256dh is not a point on the P-256 curve' });
    expect(runs).toEqual([]);
  });

  it('deletes the subscription of an endpoint', async () => {
    const { db, runs } = recordingDatabase();
    const response = await send('DELETE', { endpoint: subscription.endpoint }, { ...KINGS_ENV, ...KEYS, ALERTS: db });
    expect(response.status).toBe(204);
    expect(runs.map((run) => run.sql)).toEqual([expect.stringMatching(/DELETE FROM push_subscriptions/)]);
    expect(runs[0]!.values).toEqual(['kings', subscription.endpoint]);
  });

  it('changes only the mode of a stored subscription when spoiler-free mode is turned over', async () => {
    const { db, runs } = recordingDatabase();
    const response = await send('PATCH', { endpoint: subscription.endpoint, spoilerFree: false }, { ...KINGS_ENV, ...KEYS, ALERTS: db });
    expect(response.status).toBe(204);
    expect(runs).toHaveLength(1);
    expect(runs[0]!.sql).toMatch(/^UPDATE push_subscriptions SET spoiler_free = COALESCE\(\?3, spoiler_free\), rules_moments = COALESCE\(\?4, rules_moments\) WHERE edition = \?1 AND endpoint = \?2$/);
    // Rules moments are not named: they stay as they are.
    expect(runs[0]!.values).toEqual(['kings', subscription.endpoint, 0, null]);
  });

  it('stores rules moments off unless asked for, and turns them on or off alone', async () => {
    const env = { ...KINGS_ENV, ...KEYS };
    const plain = recordingDatabase();
    expect((await send('POST', subscription, { ...env, ALERTS: plain.db })).status).toBe(204);
    expect(plain.runs[0]!.values.slice(6, 8)).toEqual([1, 0]);
    const asked = recordingDatabase();
    expect((await send('POST', { ...subscription, rulesMoments: true }, { ...env, ALERTS: asked.db })).status).toBe(204);
    expect(asked.runs[0]!.values.slice(6, 8)).toEqual([1, 1]);
    const changed = recordingDatabase();
    expect((await send('PATCH', { endpoint: subscription.endpoint, rulesMoments: true }, { ...env, ALERTS: changed.db })).status).toBe(204);
    expect(changed.runs[0]!.values).toEqual(['kings', subscription.endpoint, null, 1]);
    const bad = recordingDatabase();
    expect((await send('PATCH', { endpoint: subscription.endpoint, rulesMoments: 'yes' }, { ...env, ALERTS: bad.db })).status).toBe(400);
    expect(bad.runs).toEqual([]);
  });

  it('answers 404 to a change of mode for a subscription it does not have, and 400 to one without the mode', async () => {
    const { db } = recordingDatabase(0);
    const env = { ...KINGS_ENV, ...KEYS, ALERTS: db };
    const unknown = await send('PATCH', { endpoint: subscription.endpoint, spoilerFree: true }, env);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'No such subscription' });
    const { db: stored, runs } = recordingDatabase();
    expect((await send('PATCH', { endpoint: subscription.endpoint }, { ...env, ALERTS: stored })).status).toBe(400);
    expect((await send('PATCH', { endpoint: 'https://example.com/hook', spoilerFree: true }, { ...env, ALERTS: stored })).status).toBe(400);
    expect(runs).toEqual([]);
    const other = await send('PUT', subscription, env);
    expect(other.status).toBe(405);
    expect(other.headers.get('allow')).toBe('POST, PATCH, DELETE');
  });
});
