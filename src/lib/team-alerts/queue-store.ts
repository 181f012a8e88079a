// The alerts database's side of the Queue (ADR 053, 058; migrations/alerts/0002, 0003): an
// event's subscribers cut into pages, each page an outbox row written with the event's claim and
// marked handed over once sendBatch took it, how the pages ended, and a delivery record per event
// and subscription (by its id), so a message tried again tells nobody twice. Lists of numbers go
// to D1 as one JSON parameter (json_each): a statement may bind at most 100 values.
import type { D1Database } from '@cloudflare/workers-types';
import type { EditionId } from '../../config/editions';
import type { LocaleCode } from '../../config/locales';
import { ALERT_QUEUE, type AlertAudience } from '../../config/team-alerts';
import type { TeamSubscription } from './subscription-store';

export type SubscriberPage = { first: number; last: number; size: number };
export type PagedSubscription = TeamSubscription & { id: number };
type PagedRow = { id: number; endpoint: string; p256dh: string; auth: string; team_id: number; lang: LocaleCode; spoiler_free: number };

const teamsJson = (teamIds: readonly number[]) => JSON.stringify(teamIds);
const TEAMS_OF = 'team_id IN (SELECT value FROM json_each(?2))';
const idsJson = (ids: readonly number[]) => JSON.stringify(ids);
/** `param` bound to 1 for an event told only to those who opted in to rules moments, NULL for everyone. */
const audienceOf = (param: string) => `(${param} IS NULL OR rules_moments = ${param})`;
const audienceFlag = (audience: AlertAudience | undefined) => (audience === 'rulesMoments' ? 1 : null);

/** The teams' subscribers (of `audience`: everyone unless said) in pages of `size`, by id: each page a range the consumer reads again. */
export async function subscriberPages(db: D1Database, edition: EditionId, teamIds: readonly number[], size: number, audience?: AlertAudience): Promise<SubscriberPage[]> {
  const { results } = await db
    .prepare(
      `SELECT MIN(id) AS first, MAX(id) AS last, COUNT(*) AS size FROM (
         SELECT id, (ROW_NUMBER() OVER (ORDER BY id) - 1) / CAST(?3 AS INTEGER) AS page FROM push_subscriptions WHERE edition = ?1 AND ${TEAMS_OF} AND ${audienceOf('?4')}
       ) GROUP BY page ORDER BY page`,
    )
    .bind(edition, teamsJson(teamIds), size, audienceFlag(audience))
    .all<SubscriberPage>();
  return results;
}

/**
 * What every page of an event carries, kept with its claim for the pages handed over again;
 * `audience` `rulesMoments`: only the subscribers who opted in to rules moments are told.
 */
export type EventMessage = {
  edition: EditionId; event: string; matchId: number; teamIds: number[]; topic: string; payloads: Record<string, string>; audience?: AlertAudience;
};

export type OutboxClaim = {
  edition: EditionId;
  matchId: number;
  /** Every event key of the match; the last is the one told. */
  keys: readonly string[];
  message: EventMessage;
  pages: readonly SubscriberPage[];
  now: number;
};

/**
 * Claims the match's events (a UNIQUE key each, INSERT OR IGNORE) and, in the same D1 batch (one
 * transaction), writes the told event's pages as outbox rows: either both are stored or neither,
 * so a claim never stands without the pages that still have to be handed to the Queue. `claim`,
 * this call's own token, picks out the event only this call inserted.
 */
export async function claimWithOutbox(db: D1Database, { edition, matchId, keys, message, pages, now }: OutboxClaim): Promise<{ claimed: Set<string>; eventId?: number }> {
  const newest = keys.at(-1);
  if (newest === undefined) return { claimed: new Set() };
  const claim = crypto.randomUUID();
  const values = keys.map((key, i) => `(?1, ?2, ?3, ?${i + 7}, ?4, ${key === newest ? '?6' : 'NULL'})`).join(', ');
  const [claimed] = await db.batch<{ event_key: string; id: number }>([
    db
      .prepare(`INSERT OR IGNORE INTO sent_alert_events (edition, match_id, sent_at, event_key, claim, message) VALUES ${values} RETURNING event_key, rowid AS id`)
      .bind(edition, matchId, now, claim, newest, JSON.stringify(message), ...keys),
    db
      .prepare(
        `INSERT OR IGNORE INTO alert_pages (event_id, first_rowid, last_rowid, size, queued_at)
         SELECT e.rowid, json_extract(p.value, '$[0]'), json_extract(p.value, '$[1]'), json_extract(p.value, '$[2]'), ?3
         FROM sent_alert_events AS e, json_each(?5) AS p WHERE e.edition = ?1 AND e.match_id = ?2 AND e.event_key = ?4 AND e.claim = ?6`,
      )
      .bind(edition, matchId, now, newest, JSON.stringify(pages.map((page) => [page.first, page.last, page.size])), claim),
  ]);
  const rows = claimed?.results ?? [];
  const eventId = rows.find((row) => row.event_key === newest)?.id;
  return { claimed: new Set(rows.map((row) => row.event_key)), ...(eventId !== undefined ? { eventId } : {}) };
}

/** Pages sendBatch took: the outbox rows no longer due. */
export async function markHanded(db: D1Database, eventId: number, firsts: readonly number[], now: number): Promise<void> {
  if (firsts.length === 0) return;
  await db
    .prepare('UPDATE alert_pages SET handed_at = ?2 WHERE event_id = ?1 AND first_rowid IN (SELECT value FROM json_each(?3))')
    .bind(eventId, now, idsJson(firsts))
    .run();
}

export type DuePage = { eventId: number; first: number; last: number; message: EventMessage };

/**
 * The outbox rows due again (ALERT_QUEUE): never handed over a minute after they were written
 * (sendBatch threw, or the look died), or still queued long after their last hand-over (a message
 * the Queue lost). Oldest first, at most a cron run's share.
 */
export async function duePages(db: D1Database, now: number): Promise<DuePage[]> {
  const { results } = await db
    .prepare(
      `SELECT p.event_id, p.first_rowid, p.last_rowid, e.message FROM alert_pages AS p JOIN sent_alert_events AS e ON e.rowid = p.event_id
       WHERE p.state = 'queued' AND e.message IS NOT NULL
         AND ((p.handed_at IS NULL AND p.queued_at <= ?1) OR p.handed_at <= ?2)
       ORDER BY p.queued_at LIMIT ?3`,
    )
    .bind(now - ALERT_QUEUE.outboxResendAfterMs, now - ALERT_QUEUE.stalledPageAfterMs, ALERT_QUEUE.outboxBatchPages)
    .all<{ event_id: number; first_rowid: number; last_rowid: number; message: string }>();
  return results.map((row) => ({ eventId: row.event_id, first: row.first_rowid, last: row.last_rowid, message: JSON.parse(row.message) as EventMessage }));
}

/**
 * A page's subscriptions (or only `ids` of them) that have no delivery record for the event yet;
 * of an event for those who opted in to rules moments, only those who still have.
 */
export async function pageToTell(
  db: D1Database, edition: EditionId, teamIds: readonly number[], eventId: number, page: { first: number; last: number }, ids?: readonly number[], audience?: AlertAudience,
): Promise<PagedSubscription[]> {
  const { results } = await db
    .prepare(
      `SELECT s.id, s.endpoint, s.p256dh, s.auth, s.team_id, s.lang, s.spoiler_free FROM push_subscriptions AS s
       WHERE s.edition = ?1 AND s.${TEAMS_OF} AND s.id BETWEEN ?3 AND ?4 AND ${audienceOf('?7')}
         AND (?6 IS NULL OR s.id IN (SELECT value FROM json_each(?6)))
         AND NOT EXISTS (SELECT 1 FROM alert_deliveries AS d WHERE d.event_id = ?5 AND d.subscription_id = s.id)
       ORDER BY s.id`,
    )
    .bind(edition, teamsJson(teamIds), page.first, page.last, eventId, ids ? idsJson(ids) : null, audienceFlag(audience))
    .all<PagedRow>();
  return results.map((row) => ({
    id: row.id, endpoint: row.endpoint, p256dh: row.p256dh, auth: row.auth, teamId: row.team_id, lang: row.lang, spoilerFree: row.spoiler_free === 1,
  }));
}

/** `told`: told (or gone), a retried message skips them; `dead`: never told after its tries, or retired. */
export type DeliveryOutcome = 'told' | 'dead';

export async function recordDeliveries(db: D1Database, eventId: number, subscriptionIds: readonly number[], outcome: DeliveryOutcome = 'told'): Promise<void> {
  if (subscriptionIds.length === 0) return;
  await db
    .prepare('INSERT OR IGNORE INTO alert_deliveries (event_id, subscription_id, outcome) SELECT ?1, value, ?3 FROM json_each(?2)')
    .bind(eventId, idsJson(subscriptionIds), outcome)
    .run();
}

/**
 * The push service refused these subscriptions themselves: each one's count of refusals in a row
 * goes up, and those that reached ALERT_QUEUE.retireAfterOwnFailures are answered, to be retired.
 */
export async function countOwnFailures(db: D1Database, subscriptionIds: readonly number[]): Promise<number[]> {
  if (subscriptionIds.length === 0) return [];
  const { results } = await db
    .prepare('UPDATE push_subscriptions SET failures = failures + 1 WHERE id IN (SELECT value FROM json_each(?1)) RETURNING id, failures')
    .bind(idsJson(subscriptionIds))
    .all<{ id: number; failures: number }>();
  return results.filter((row) => row.failures >= ALERT_QUEUE.retireAfterOwnFailures).map((row) => row.id);
}

/** Told again: their refusals are no longer in a row. */
export async function clearOwnFailures(db: D1Database, subscriptionIds: readonly number[]): Promise<void> {
  if (subscriptionIds.length === 0) return;
  await db.prepare('UPDATE push_subscriptions SET failures = 0 WHERE failures > 0 AND id IN (SELECT value FROM json_each(?1))').bind(idsJson(subscriptionIds)).run();
}

export async function retireSubscriptions(db: D1Database, subscriptionIds: readonly number[]): Promise<void> {
  if (subscriptionIds.length === 0) return;
  await db.prepare('DELETE FROM push_subscriptions WHERE id IN (SELECT value FROM json_each(?1))').bind(idsJson(subscriptionIds)).run();
}

export type PageState = 'queued' | 'done' | 'dead';

/** A page's state after a consumer's look at it; a page still queued was handed over again now. */
export async function settlePage(db: D1Database, eventId: number, first: number, state: PageState, attempts: number, now = Date.now()): Promise<void> {
  await db
    .prepare(
      `UPDATE alert_pages SET state = ?3, attempts = MAX(attempts, ?4), handed_at = ?5, settled_at = CASE WHEN ?3 = 'queued' THEN NULL ELSE ?5 END
       WHERE event_id = ?1 AND first_rowid = ?2`,
    )
    .bind(eventId, first, state, attempts, now)
    .run();
}

export type AlertQueueCounts = { backlogPages: number; backlogSubscriptions: number; deadSubscriptions: number; oldestQueuedAt?: number };

/** Pages still queued, and subscriptions dead-lettered (one each, whatever their page), over the window: what /api/health shows. */
export async function alertQueueCounts(db: D1Database, since: number): Promise<AlertQueueCounts> {
  const [backlog, dead] = await db.batch<{ pages: number; subscriptions: number | null; oldest: number | null } & { dead: number }>([
    db.prepare("SELECT COUNT(*) AS pages, SUM(size) AS subscriptions, MIN(queued_at) AS oldest FROM alert_pages WHERE queued_at >= ?1 AND state = 'queued'").bind(since),
    db
      .prepare("SELECT COUNT(*) AS dead FROM alert_deliveries WHERE outcome = 'dead' AND event_id IN (SELECT rowid FROM sent_alert_events WHERE sent_at >= ?1)")
      .bind(since),
  ]);
  const queued = backlog?.results[0];
  return {
    backlogPages: queued?.pages ?? 0,
    backlogSubscriptions: queued?.subscriptions ?? 0,
    deadSubscriptions: dead?.results[0]?.dead ?? 0,
    ...(queued?.oldest != null ? { oldestQueuedAt: queued.oldest } : {}),
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
