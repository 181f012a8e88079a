-- Web Push alerts for a visitor's team (ADR 035). Its own database (binding ALERTS), apart from
-- the demo league's: production Workers have it too.

-- One row per browser subscription and edition: a browser follows one team (its favourite).
CREATE TABLE push_subscriptions (
  edition TEXT NOT NULL,
  endpoint TEXT NOT NULL,
  team_id INTEGER NOT NULL,
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  -- The language of the page where the visitor subscribed: the notification's language.
  lang TEXT NOT NULL,
  -- 1: spoiler-free, the notification says the match changed without the score.
  spoiler_free INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (edition, endpoint)
);
CREATE INDEX push_subscriptions_by_team ON push_subscriptions (edition, team_id);

-- Each event told once, however many isolates or watchers see it: whoever inserts the key sends.
CREATE TABLE sent_alert_events (
  edition TEXT NOT NULL,
  match_id INTEGER NOT NULL,
  event_key TEXT NOT NULL,
  sent_at INTEGER NOT NULL,
  PRIMARY KEY (edition, match_id, event_key)
);
CREATE INDEX sent_alert_events_by_time ON sent_alert_events (sent_at);
