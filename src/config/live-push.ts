// How live changes are pushed: the watcher's pace, what a socket may send, and how a page
// reconnects before it falls back to polling (LIVE_SOCKET_CLIENT).
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
} as const satisfies Record<string, number>;

/**
 * How a page keeps its socket: apart from the watcher's settings, as every page with live parts (and
 * the partners' live widget) carries this table and nothing else of the file.
 */
export const LIVE_SOCKET_CLIENT = {
  /** The page's reconnect delays, in order; once they are spent it polls instead. */
  reconnectDelaysMs: [1_000, 2_000, 4_000, 8_000],
  /** A socket that stayed open this long resets the reconnect count: it was not "keeps dropping". */
  healthyAfterMs: 30_000,
  /** The page sends "ping" this often (answered without waking the watcher), so a dead link shows. */
  heartbeatMs: 25_000,
  /**
   * Each reconnect delay is drawn from delay × (1 ± this): pages that lost the same relay at the
   * same instant come back spread over a second or more, not all in the same millisecond.
   */
  reconnectJitter: 0.5,
} as const satisfies Record<string, number | readonly number[]>;

/**
 * Relays (ADR 052): objects between a match's watcher and its pages. The watcher sends each
 * change once to each relay; each relay holds at most `socketsPerRelay` sockets and sends to them.
 * The Worker's vars override the first four (LIVE_RELAY_SOCKETS, LIVE_RELAYS_MIN,
 * LIVE_RELAY_FAN_OUT, LIVE_RELAYS_MAX): small in tests, a floor for a final known to draw a crowd.
 */
export const LIVE_RELAYS = {
  /**
   * Sockets one relay holds at most (about 10,000: a broadcast is one send per socket in a row,
   * and 128 MB of memory per object). 0 sends every socket to the watcher itself, as before relays.
   */
  socketsPerRelay: 10_000,
  /** Relays a match starts with; more are added as its audience grows. */
  minRelays: 1,
  /** Relays the watcher sends to itself; above this, hubs in between (a second level). */
  fanOut: 32,
  /**
   * Relays one match may have at most, whatever its audience (ADR 056): each costs a request per
   * change and per beat, so an audience made up to grow them cannot grow the bill without end.
   * 400 relays half full is two million sockets, twice ADR 053's final; past it pages poll.
   */
  maxRelays: 400,
  /** A match gets a new relay once its relays are this full on average, leaving room for hash imbalance. */
  fillTarget: 0.5,
  /** A relay this full asks the watcher for more relays at once, not at the next beat. */
  askToGrowAt: 0.75,
  /**
   * Between changes the watcher resends the newest change this often: a relay that missed one
   * (a failed send, a restart) catches up, and each relay answers how many sockets it holds.
   */
  beatMs: 10_000,
  /** A relay that has not heard from its watcher for this long asks it before answering a page. */
  staleAfterMs: 25_000,
} as const satisfies Record<string, number>;

/** Close codes the watcher uses (RFC 6455 section 7.4.1), so the page knows whether to come back. */
export const LIVE_CLOSE_CODES = {
  /** The match is over: nothing more will come, do not reconnect. */
  matchOver: 1000,
  /** Garbage or too fast. */
  policy: 1008,
  /** A message too long. */
  tooBig: 1009,
} as const satisfies Record<string, number>;

/**
 * Live parts poll this often while the fan saves data, in place of a socket. Here with the live
 * settings, not the app's: the partners' live widget reads it too and must not carry the app's tables.
 */
export const DATA_SAVER_POLL_MS = 30_000;
