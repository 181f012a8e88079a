// Web Push alerts for a visitor's team: which push services may be sent to, how long a
// notification waits for a phone that is off, how fast the subscription API may be called, and
// how far around a match the minute sweep looks.
const MINUTE_MS = 60_000;

export const TEAM_ALERTS = {
  /**
   * Browsers' push services: a subscription elsewhere is refused, so nobody can make the Worker
   * post to an address of their choosing. A host matches itself or, written `.host`, any sub-host.
   */
  pushServiceHosts: ['fcm.googleapis.com', '.push.services.mozilla.com', '.notify.windows.com', '.push.apple.com'],
  /** A goal told an hour later is no news: the push service drops it after this (RFC 8030 TTL). */
  ttlSeconds: 3_600,
  /** Subscribe and unsubscribe calls per client address and minute (like the search box's). */
  rateLimit: { requests: 20, windowSeconds: 60 },
  /** Pushes in flight at once from one dispatch; a final with many subscribers sends in waves. */
  sendConcurrency: 50,
  /** The minute sweep looks at matches from this long before kick-off to this long after it. */
  sweepWindow: { beforeMs: 2 * MINUTE_MS, afterMs: 150 * MINUTE_MS },
  /** Sent-event keys older than this are forgotten (a match is over long before). */
  sentKeyRetentionMs: 2 * 24 * 60 * MINUTE_MS,
  /** The JWT a push service is shown lives this long (RFC 8292 allows up to 24 hours). */
  vapidTokenSeconds: 12 * 60 * 60,
  /**
   * A push service that answers 429 (RFC 8030 section 8.4: too many from this sender) is asked
   * once more after its Retry-After, or after the default without one; a longer wait than the
   * most is not waited for, as a goal told minutes late is no news and the invocation would hold.
   */
  throttledRetry: { defaultWaitMs: 1_000, mostWaitMs: 5_000 },
  /** The Queue's sender signs one VAPID token per push service and keeps it this long (it lives 12 hours). */
  vapidReuseMs: 60 * MINUTE_MS,
  /**
   * A rules moment is told only while it is this fresh on the match clock: a look that comes late
   * (the first fan to opt in mid-match, alerts that were down) does not send a burst of old news.
   */
  rulesMomentFreshSeconds: 300,
} as const satisfies {
  pushServiceHosts: readonly string[];
  ttlSeconds: number;
  rateLimit: { requests: number; windowSeconds: number };
  sendConcurrency: number;
  sweepWindow: { beforeMs: number; afterMs: number };
  sentKeyRetentionMs: number;
  vapidTokenSeconds: number;
  throttledRetry: { defaultWaitMs: number; mostWaitMs: number };
  vapidReuseMs: number;
  rulesMomentFreshSeconds: number;
};

/**
 * Alerts through a Cloudflare Queue (ADR 053): the dispatch claims an event once and hands its
 * subscribers to the Queue in pages; consumers send each page. The consumer's retries and
 * dead-letter queue are wrangler.toml's (`max_retries`, `dead_letter_queue`).
 */
export const ALERT_QUEUE = {
  /** Subscriptions per message: 1,000 pushes is one consumer's work for a few seconds. */
  pageSize: 1_000,
  /** Pushes in flight at once per page (on Cloudflare the runtime opens 6 connections at a time per invocation). */
  sendConcurrency: 50,
  /** Deliveries are recorded after each slice of this many pushes: a consumer that dies repeats at most one slice. */
  recordEvery: 100,
  /** A page with failures is retried after 2^(attempt − 1) × this, or the Retry-After asked, whichever is longer … */
  retryBaseSeconds: 1,
  /** … and never later than this (a goal told later is no news). */
  retryMostSeconds: 300,
  /** What one sendBatch may carry (Cloudflare: 100 messages, 256 KB). */
  sendBatchMessages: 100,
  sendBatchBytes: 200_000,
  /** Pages older than this leave /api/health's counts (the deliveries are forgotten with the events). */
  healthWindowMs: 24 * 60 * MINUTE_MS,
  /**
   * A subscription is tried this many times per event (the first send and five re-sends of only
   * those that failed); still failing, it is a dead letter of that event.
   */
  deliveryTries: 6,
  /** A subscription its push service refuses itself (400, 403, an unusable key) this many times in a row is retired. */
  retireAfterOwnFailures: 3,
  /** The cron hands over again a page sendBatch never took, this long after it was written … */
  outboxResendAfterMs: MINUTE_MS,
  /** … and a page still queued this long after its last hand-over (longer than its longest retry wait). */
  stalledPageAfterMs: 10 * MINUTE_MS,
  /** Pages handed over again by one cron run at most. */
  outboxBatchPages: 1_000,
} as const satisfies Record<string, number>;

/** What a subscriber is told about; one notification per kind and match, per score for goals. */
export const ALERT_KINDS = ['kick-off', 'goal', 'full-time'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** The rules moments a subscriber who opted in is told about (issue 39): one notification each per match. */
export const RULES_MOMENT_KINDS = ['card', 'presidentPenalty', 'matchball'] as const;
export type RulesMomentKind = (typeof RULES_MOMENT_KINDS)[number];

/** Who an event is told to: every subscriber of the match's teams, or only those who opted in to rules moments. */
export type AlertAudience = 'all' | 'rulesMoments';
