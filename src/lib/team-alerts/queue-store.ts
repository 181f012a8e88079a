// The alerts database's side of the Queue (ADR 053, migrations/alerts/0002): an event's
// subscribers cut into pages, the pages handed over and how they ended, and a delivery record
// per event and subscription, so a message tried again tells nobody twice. Lists of numbers go
// to D1 as one JSON parameter (json_each): a statement may bind at most 100 values.
import type { D1Database } from '@cloudflare/workers-types';
import type { EditionId } from '../../config/editions';
import type { LocaleCode } from '../../config/locales';
import type { TeamSubscription } from './subscription-store';

export type SubscriberPage = { first: number; last: number; size: number };
export type PagedSubscription = TeamSubscription & { id: number };
type PagedRow = { id: number; endpoint: string; p256dh: string; auth: string; team_id: number; lang: LocaleCode; spoiler_free: number };

const teamsJson = (teamIds: readonly number[]) => JSON.stringify(teamIds);
const TEAMS_OF = 'team_id IN (SELECT value FROM json_each(?2))';

/** The teams' subscribers in pages of `size`, by rowid: each page a range the consumer reads again. */
export async function subscriberPages(db: D1Database, edition: EditionId, teamIds: readonly number[], size: number): Promise<SubscriberPage[]> {
  const { results } = await db
    .prepare(
      `SELECT MIN(id) AS first, MAX(id) AS last, COUNT(*) AS size FROM (
         SELECT rowid AS id, (ROW_NUMBER() OVER (ORDER BY rowid) - 1) / CAST(?3 AS INTEGER) AS page FROM push_subscriptions WHERE edition = ?1 AND ${TEAMS_OF}
       ) GROUP BY page ORDER BY page`,
    )
    .bind(edition, teamsJson(teamIds), size)
    .all<SubscriberPage>();
  return results;
}

/** The language and mode pairs the teams' subscribers use: the payloads a message carries. */
export async function subscriberVariants(db: D1Database, edition: EditionId, teamIds: readonly number[]): Promise<{ lang: LocaleCode; spoilerFree: boolean }[]> {
  const { results } = await db
    .prepare(`SELECT DISTINCT lang, spoiler_free FROM push_subscriptions WHERE edition = ?1 AND ${TEAMS_OF}`)
    .bind(edition, teamsJson(teamIds))
    .all<{ lang: LocaleCode; spoiler_free: number }>();
  return results.map((row) => ({ lang: row.lang, spoilerFree: row.spoiler_free === 1 }));
}

/** The claimed event's id (its row in sent_alert_events), which pages and deliveries name. */
export async function eventIdOf(db: D1Database, edition: EditionId, matchId: number, key: string): Promise<number | undefined> {
  const row = await db
    .prepare('SELECT rowid AS id FROM sent_alert_events WHERE edition = ?1 AND match_id = ?2 AND event_key = ?3')
    .bind(edition, matchId, key)
    .first<{ id: number }>();
  return row?.id;
}

export async function recordQueuedPages(db: D1Database, eventId: number, pages: readonly SubscriberPage[], now = Date.now()): Promise<void> {
  await db
    .prepare(
      `INSERT OR IGNORE INTO alert_pages (event_id, first_rowid, last_rowid, size, queued_at)
       SELECT ?1, json_extract(value, '$[0]'), json_extract(value, '$[1]'), json_extract(value, '$[2]'), ?2 FROM json_each(?3)`,
    )
    .bind(eventId, now, JSON.stringify(pages.map((page) => [page.first, page.last, page.size])))
    .run();
}

/** A page's subscriptions that have not been told of the event yet. */
export async function pageToTell(db: D1Database, edition: EditionId, teamIds: readonly number[], eventId: number, page: { first: number; last: number }): Promise<PagedSubscription[]> {
  const { results } = await db
    .prepare(
      `SELECT s.rowid AS id, s.endpoint, s.p256dh, s.auth, s.team_id, s.lang, s.spoiler_free FROM push_subscriptions AS s
       WHERE s.edition = ?1 AND s.${TEAMS_OF} AND s.rowid BETWEEN ?3 AND ?4
         AND NOT EXISTS (SELECT 1 FROM alert_deliveries AS d WHERE d.event_id = ?5 AND d.subscription_id = s.rowid)
       ORDER BY s.rowid`,
    )
    .bind(edition, teamsJson(teamIds), page.first, page.last, eventId)
    .all<PagedRow>();
  return results.map((row) => ({
    id: row.id, endpoint: row.endpoint, p256dh: row.p256dh, auth: row.auth, teamId: row.team_id, lang: row.lang, spoilerFree: row.spoiler_free === 1,
  }));
}

/** Whoever was told (or is gone): a retried message skips them. */
export async function recordDeliveries(db: D1Database, eventId: number, subscriptionIds: readonly number[]): Promise<void> {
  if (subscriptionIds.length === 0) return;
  await db
    .prepare('INSERT OR IGNORE INTO alert_deliveries (event_id, subscription_id) SELECT ?1, value FROM json_each(?2)')
    .bind(eventId, JSON.stringify(subscriptionIds))
    .run();
}

export type PageState = 'queued' | 'done' | 'dead';

export async function settlePage(db: D1Database, eventId: number, first: number, state: PageState, attempts: number, now = Date.now()): Promise<void> {
  await db
    .prepare('UPDATE alert_pages SET state = ?3, attempts = MAX(attempts, ?4), settled_at = CASE WHEN ?3 = \'queued\' THEN NULL ELSE ?5 END WHERE event_id = ?1 AND first_rowid = ?2')
    .bind(eventId, first, state, attempts, now)
    .run();
}

export type AlertQueueCounts = { backlogPages: number; backlogSubscriptions: number; deadPages: number; deadSubscriptions: number; oldestQueuedAt?: number };

/** Pages still queued and pages dead-lettered, over the window: what /api/health shows. */
export async function alertQueueCounts(db: D1Database, since: number): Promise<AlertQueueCounts> {
  const { results } = await db
    .prepare('SELECT state, COUNT(*) AS pages, SUM(size) AS subscriptions, MIN(queued_at) AS oldest FROM alert_pages WHERE queued_at >= ?1 AND state != \'done\' GROUP BY state')
    .bind(since)
    .all<{ state: PageState; pages: number; subscriptions: number; oldest: number }>();
  const queued = results.find((row) => row.state === 'queued');
  const dead = results.find((row) => row.state === 'dead');
  return {
    backlogPages: queued?.pages ?? 0,
    backlogSubscriptions: queued?.subscriptions ?? 0,
    deadPages: dead?.pages ?? 0,
    deadSubscriptions: dead?.subscriptions ?? 0,
    ...(queued ? { oldestQueuedAt: queued.oldest } : {}),
  };
}

/** With the events they belong to: pages and deliveries of events forgotten. */
export async function forgetQueuedEvents(db: D1Database, before: number): Promise<void> {
  const old = 'SELECT rowid FROM sent_alert_events WHERE sent_at < ?1';
  await db.batch([
    db.prepare(`DELETE FROM alert_deliveries WHERE event_id IN (${old})`).bind(before),
    db.prepare(`DELETE FROM alert_pages WHERE event_id IN (${old})`).bind(before),
  ]);
}
