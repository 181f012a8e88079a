-- Alerts through a Cloudflare Queue (ADR 053).

-- One row per page of subscribers handed to the Queue for an event (sent_alert_events' rowid):
-- its subscriptions are those of the event's teams with a rowid in [first_rowid, last_rowid].
-- The counts /api/health shows (backlog, dead letters) are read from here.
CREATE TABLE alert_pages (
  event_id INTEGER NOT NULL,
  first_rowid INTEGER NOT NULL,
  last_rowid INTEGER NOT NULL,
  size INTEGER NOT NULL,
  -- queued, done or dead (on the dead-letter queue after its last retry)
  state TEXT NOT NULL DEFAULT 'queued',
  attempts INTEGER NOT NULL DEFAULT 0,
  queued_at INTEGER NOT NULL,
  settled_at INTEGER,
  PRIMARY KEY (event_id, first_rowid)
);
CREATE INDEX alert_pages_by_state ON alert_pages (state, queued_at);

-- Each subscription told of an event, once: a retried message skips whoever is here.
CREATE TABLE alert_deliveries (
  event_id INTEGER NOT NULL,
  subscription_id INTEGER NOT NULL,
  PRIMARY KEY (event_id, subscription_id)
) WITHOUT ROWID;
