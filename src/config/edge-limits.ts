// Ceilings counted by Cloudflare's Rate Limiting bindings (ADR 056): one count per key across
// every isolate of a Cloudflare location, not one per isolate's memory. A binding's number is its
// own (`simple.limit` per 60 s in wrangler.toml, per environment; scripts/start.mjs can give a
// local server others), so it is written once; this table names each binding and what it counts.
export const EDGE_LIMITS = {
  /** WebSocket opens on /api/live/socket, per client address (`CF-Connecting-IP`): 50 a minute in production. */
  liveSocketOpens: { binding: 'LIVE_SOCKET_OPENS' },
  /** Share cards drawn, per edition: 300 a minute in production; past it the stale or stock picture. */
  shareCardDraws: { binding: 'SHARE_CARD_DRAWS' },
} as const satisfies Record<string, { binding: string }>;

export type EdgeLimit = (typeof EDGE_LIMITS)[keyof typeof EDGE_LIMITS];
