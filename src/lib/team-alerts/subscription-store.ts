// The alerts database (binding ALERTS, migrations/alerts): subscriptions by edition and team,
// and the events already told.
import type { D1Database } from '@cloudflare/workers-types';
import type { EditionId } from '../../config/editions';
import type { LocaleCode } from '../../config/locales';
import type { PushTarget } from './push-sender';

/** `rulesMoments`: opted in to rules moments too (off unless said). */
export type TeamSubscription = PushTarget & { teamId: number; lang: LocaleCode; spoilerFree: boolean; rulesMoments?: boolean };
type SubscriptionRow = { endpoint: string; p256dh: string; auth: string; team_id: number; lang: LocaleCode; spoiler_free: number; rules_moments: number };

/** The D1 binding, when this Worker has one. */
export function alertsDatabase(bindings: Record<string, unknown> | undefined): D1Database | undefined {
  const db = bindings?.ALERTS as Partial<D1Database> | undefined;
  return typeof db?.prepare === 'function' ? (db as D1Database) : undefined;
}

/** A browser follows one team per edition: subscribing again replaces its team, language, modes and keys (and forgets its failures). */
export async function saveSubscription(db: D1Database, edition: EditionId, subscription: TeamSubscription, now = Date.now()): Promise<void> {
  await db
    .prepare(
      `INSERT INTO push_subscriptions (edition, endpoint, team_id, p256dh, auth, lang, spoiler_free, rules_moments, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)
       ON CONFLICT (edition, endpoint) DO UPDATE SET team_id = ?3, p256dh = ?4, auth = ?5, lang = ?6, spoiler_free = ?7, rules_moments = ?8, failures = 0`,
    )
    .bind(
      edition, subscription.endpoint, subscription.teamId, subscription.p256dh, subscription.auth, subscription.lang,
      subscription.spoilerFree ? 1 : 0, subscription.rulesMoments ? 1 : 0, now,
    )
    .run();
}

/** What a change of mode may set; what it leaves out stays as it is. */
export type SubscriptionModes = { spoilerFree?: boolean; rulesMoments?: boolean };

/**
 * The visitor turned spoiler-free mode or rules moments on or off: the browser's subscription keeps
 * its team and language and takes the new modes. False when this edition has no subscription at
 * that endpoint.
 */
export async function setSubscriptionModes(db: D1Database, edition: EditionId, endpoint: string, modes: SubscriptionModes): Promise<boolean> {
  const flag = (value: boolean | undefined) => (value === undefined ? null : value ? 1 : 0);
  const result = await db
    .prepare('UPDATE push_subscriptions SET spoiler_free = COALESCE(?3, spoiler_free), rules_moments = COALESCE(?4, rules_moments) WHERE edition = ?1 AND endpoint = ?2')
    .bind(edition, endpoint, flag(modes.spoilerFree), flag(modes.rulesMoments))
    .run();
  return result.meta.changes > 0;
}

export async function deleteSubscriptions(db: D1Database, edition: EditionId, endpoints: readonly string[]): Promise<void> {
  if (endpoints.length === 0) return;
  const statement = db.prepare('DELETE FROM push_subscriptions WHERE edition = ?1 AND endpoint = ?2');
  await db.batch(endpoints.map((endpoint) => statement.bind(edition, endpoint)));
}

// `?2, ?3, …`: a team id per placeholder, after the edition's `?1`.
const teamPlaceholders = (teamIds: readonly number[]) => teamIds.map((_, i) => `?${i + 2}`).join(', ');

export async function subscriptionsOfTeams(db: D1Database, edition: EditionId, teamIds: readonly number[]): Promise<TeamSubscription[]> {
  if (teamIds.length === 0) return [];
  const { results } = await db
    .prepare(`SELECT endpoint, p256dh, auth, team_id, lang, spoiler_free, rules_moments FROM push_subscriptions WHERE edition = ?1 AND team_id IN (${teamPlaceholders(teamIds)})`)
    .bind(edition, ...teamIds)
    .all<SubscriptionRow>();
  return results.map((row) => ({
    endpoint: row.endpoint, p256dh: row.p256dh, auth: row.auth, teamId: row.team_id, lang: row.lang, spoilerFree: row.spoiler_free === 1, rulesMoments: row.rules_moments === 1,
  }));
}

/** Whether any browser follows one of the teams: asked before a match is read past the cache. */
export async function hasSubscribers(db: D1Database, edition: EditionId, teamIds: readonly number[]): Promise<boolean> {
  if (teamIds.length === 0) return false;
  const row = await db
    .prepare(`SELECT 1 AS found FROM push_subscriptions WHERE edition = ?1 AND team_id IN (${teamPlaceholders(teamIds)}) LIMIT 1`)
    .bind(edition, ...teamIds)
    .first<{ found: number }>();
  return row !== null;
}

export async function subscribedTeams(db: D1Database, edition: EditionId): Promise<Set<number>> {
  const { results } = await db.prepare('SELECT DISTINCT team_id FROM push_subscriptions WHERE edition = ?1').bind(edition).all<{ team_id: number }>();
  return new Set(results.map((row) => row.team_id));
}

/**
 * Claims events of a match for sending: the keys this call inserted (a UNIQUE key each, INSERT
 * OR IGNORE), so of every isolate and watcher that sees an event exactly one sends it.
 */
export async function claimEvents(db: D1Database, edition: EditionId, matchId: number, keys: readonly string[], now = Date.now()): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const values = keys.map((_, i) => `(?1, ?2, ?3, ?${i + 4})`).join(', ');
  const { results } = await db
    .prepare(`INSERT OR IGNORE INTO sent_alert_events (edition, match_id, sent_at, event_key) VALUES ${values} RETURNING event_key`)
    .bind(edition, matchId, now, ...keys)
    .all<{ event_key: string }>();
  return new Set(results.map((row) => row.event_key));
}

export async function forgetSentEvents(db: D1Database, before: number): Promise<void> {
  await db.prepare('DELETE FROM sent_alert_events WHERE sent_at < ?1').bind(before).run();
}
