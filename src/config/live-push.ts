// How live changes are pushed: the watcher's pace, what a socket may send, and how a page
// reconnects before it falls back to polling.
export const LIVE_PUSH = {
  /**
   * A watcher reads its match this often while the match is live, past every cache: with the read
   * and the fan-out a change reaches a page within a second (ADR 032). One reader per match, so
   * the upstream sees 80 reads a minute per live match whatever the audience.
   */
  watchIntervalMs: 750,
  /** How long one look at whether a match is live answers every socket opened meanwhile. */
  socketCheckMs: 2_500,
  /** A client message longer than this is not one of ours. */
  maxMessageBytes: 200,
  /** More messages than this in one window closes the socket. */
  maxMessagesPerWindow: 12,
  messageWindowMs: 10_000,
  /** The page's reconnect delays, in order; once they are spent it polls instead. */
  reconnectDelaysMs: [1_000, 2_000, 4_000, 8_000],
  /** A socket that stayed open this long resets the reconnect count: it was not "keeps dropping". */
  healthyAfterMs: 30_000,
  /** The page sends "ping" this often (answered without waking the watcher), so a dead link shows. */
  heartbeatMs: 25_000,
} as const satisfies Record<string, number | readonly number[]>;

/** Close codes the watcher uses (RFC 6455 section 7.4.1), so the page knows whether to come back. */
export const LIVE_CLOSE_CODES = {
  /** The match is over: nothing more will come, do not reconnect. */
  matchOver: 1000,
  /** Garbage or too fast. */
  policy: 1008,
  /** A message too long. */
  tooBig: 1009,
} as const satisfies Record<string, number>;
