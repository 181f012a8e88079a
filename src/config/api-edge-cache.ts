// How much of the JSON APIs' edge-cached answers an isolate also keeps in its own memory.

export const API_MEMORY = {
  /** Bytes of answers kept per isolate at most; the oldest go first. */
  bytes: 8 * 1024 * 1024,
  /** An answer larger than this share of the budget is served from the edge cache only. */
  largestShare: 1 / 8,
} as const satisfies Record<string, number>;
