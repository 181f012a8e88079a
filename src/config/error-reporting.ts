// How much the error reporter samples and what a replay may record (section 9), by environment.

export const ENVIRONMENTS = ['production', 'development'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

export type SamplingRates = {
  /** Share of the Worker's requests traced. */
  traces: number;
  /** Share of sessions recorded in full. */
  replaySessions: number;
  /** Share of the remaining sessions that keep a recording in memory and send it when an error happens. */
  replayOnError: number;
};

export const SAMPLING = {
  production: { traces: 0.05, replaySessions: 0.05, replayOnError: 0.05 },
  development: { traces: 0, replaySessions: 0, replayOnError: 0 },
} as const satisfies Record<Environment, SamplingRates>;

/** Section 9: text unmasked, media not blocked (form inputs stay masked, the SDK's default). */
export const REPLAY_PRIVACY = { maskAllText: false, blockAllMedia: false } as const;

/**
 * A failing upstream is reported when it starts failing, and again only if it is still failing
 * this long after the last report: one warning per outage, not one per visitor.
 */
export const UPSTREAM_FAILURE_REPORT_INTERVAL_MS = 10 * 60_000;

/** Where a visitor's replay decision is kept for the rest of the session. */
export const REPLAY_DECISION_KEY = 'kl:replay';
