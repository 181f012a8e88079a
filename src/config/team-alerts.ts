// Web Push alerts for a visitor's team: which push services may be sent to, how long a
// notification waits for a phone that is off, how fast the subscription API may be called, and
// how far around a match the minute sweep looks.
const MINUTE = 60_000;

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
  sweepWindow: { beforeMs: 2 * MINUTE, afterMs: 150 * MINUTE },
  /** Sent-event keys older than this are forgotten (a match is over long before). */
  sentKeyRetentionMs: 2 * 24 * 60 * MINUTE,
  /** The JWT a push service is shown lives this long (RFC 8292 allows up to 24 hours). */
  vapidTokenSeconds: 12 * 60 * 60,
  /**
   * A push service that answers 429 (RFC 8030 section 8.4: too many from this sender) is asked
   * once more after its Retry-After, or after the default without one; a longer wait than the
   * most is not waited for, as a goal told minutes late is no news and the invocation would hold.
   */
  throttledRetry: { defaultWaitMs: 1_000, mostWaitMs: 5_000 },
} as const satisfies {
  pushServiceHosts: readonly string[];
  ttlSeconds: number;
  rateLimit: { requests: number; windowSeconds: number };
  sendConcurrency: number;
  sweepWindow: { beforeMs: number; afterMs: number };
  sentKeyRetentionMs: number;
  vapidTokenSeconds: number;
  throttledRetry: { defaultWaitMs: number; mostWaitMs: number };
};

/** What a subscriber is told about; one notification per kind and match, per score for goals. */
export const ALERT_KINDS = ['kick-off', 'goal', 'full-time'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
