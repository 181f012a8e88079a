-- Alerts that cannot be lost, and one subscription's failures kept to itself (ADR 058).

-- Each subscription gets an id of its own (an INTEGER PRIMARY KEY, never renumbered, never
-- reused): the delivery records name it. Existing rows keep their rowid as their id, so the
-- records already written still name the same subscriptions. `failures` counts the push
-- service's refusals of this subscription itself (400, 403, a key that cannot be used) since it
-- was last told something; at ALERT_QUEUE.retireAfterOwnFailures it is retired.
CREATE TABLE push_subscriptions_keyed (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  edition TEXT NOT NULL,
  endpoint TEXT NOT NULL,
  team_id INTEGER NOT NULL,
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  lang TEXT NOT NULL,
  spoiler_free INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  failures INTEGER NOT NULL DEFAULT 0,
  UNIQUE (edition, endpoint)
);
INSERT INTO push_subscriptions_keyed (id, edition, endpoint, team_id, p256dh, auth, lang, spoiler_free, created_at)
  SELECT rowid, edition, endpoint, team_id, p256dh, auth, lang, spoiler_free, created_at FROM push_subscriptions;
DROP TABLE push_subscriptions;
ALTER TABLE push_subscriptions_keyed RENAME TO push_subscriptions;
CREATE INDEX push_subscriptions_by_team ON push_subscriptions (edition, team_id);

-- The claim and its outbox are written in one batch: `claim` names the dispatch that inserted the
-- event (so only its pages follow it), `message` is what every page of the event carries
-- (edition, teams, topic, payloads), kept so the cron can hand a page over again.
ALTER TABLE sent_alert_events ADD COLUMN claim TEXT;
ALTER TABLE sent_alert_events ADD COLUMN message TEXT;

-- A page is its own outbox row: `handed_at` stays empty until sendBatch took it, and is renewed
-- at each of its retries. The cron hands over again a page never handed after a minute, and a
-- page still queued long after its last hand-over (ALERT_QUEUE.outbox). Pages written before
-- were handed over.
ALTER TABLE alert_pages ADD COLUMN handed_at INTEGER;
UPDATE alert_pages SET handed_at = queued_at;

-- How each subscription's delivery of an event ended: told (or gone: nothing more to do), or dead
-- (never told after its tries, or retired): /api/health counts the dead by subscription.
ALTER TABLE alert_deliveries ADD COLUMN outcome TEXT NOT NULL DEFAULT 'told';
