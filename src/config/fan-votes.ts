// The fans' votes on a match page (issue 42, ADR 062): what each question offers, when it is open,
// the cookie a browser carries, and how long anything about a voter is kept.

/** "Who wins?": before kick-off, the home side, the away side, or the shootout (a draw goes to one). */
export const WINNER_OPTIONS = ['home', 'away', 'shootout'] as const;
export type WinnerOption = (typeof WINNER_OPTIONS)[number];

export const FAN_VOTES = {
  /** The browser's voter id: random, signed with VOTE_COOKIE_SECRET, sent only to this site. */
  cookie: 'kl_voter',
  /** A year: the same browser is the same voter on every match it votes on. */
  cookieMaxAgeSeconds: 365 * 24 * 3600,
  /** The fans' MVP is open this long after full time. */
  mvpOpenMs: 24 * 3600_000,
  /**
   * Full time, as the data has no final whistle's time: kick-off, both halves, and this for the
   * break, stoppages and a shootout (a late whistle only keeps the MVP open a little longer).
   */
  fullTimeAllowanceMs: 30 * 60_000,
  /** The hashed voter ids of a match are deleted this long after it (its counts stay). */
  forgetVotersAfterMs: 30 * 24 * 3600_000,
  /** The shares reach open pages at most this often per match. */
  pushIntervalMs: 5_000,
  /** When the match's object is too busy to count (a 503), a browser is asked to try again after this. */
  retryAfterSeconds: 3,
  /** A form body larger than this is not a vote. */
  maxBodyBytes: 512,
} as const;

/** The fans' MVP's anchor on the match page ("who wins?" is `#vote`). */
export const MVP_VOTE_ANCHOR = 'mvp-vote';

/** Where a vote is posted (`?lang=&region=&id=`), from the form without script and the page's script alike. */
export const FAN_VOTE_PATH = '/api/votes';
