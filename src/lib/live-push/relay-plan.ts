// Which relay a page's socket goes to, how many relays a match needs for its audience, and how
// the watcher reaches them: itself up to its fan-out, through hubs (a second level) beyond it.
// Pure: the Worker's endpoint, the watcher and the relays all reckon the same way.
import { LIVE_RELAYS } from '../../config/live-push';

export type RelaySettings = { socketsPerRelay: number; minRelays: number; fanOut: number; maxRelays: number };

/** A whole number var, or the default when it is unset or not one. */
function wholeNumber(value: unknown, fallback: number, least: number): number {
  const parsed = typeof value === 'string' && /^\d{1,7}$/.test(value.trim()) ? Number(value) : Number.NaN;
  return Number.isInteger(parsed) && parsed >= least ? parsed : fallback;
}

/**
 * The relay settings of a Worker's vars (LIVE_RELAY_SOCKETS, LIVE_RELAYS_MIN, LIVE_RELAY_FAN_OUT,
 * LIVE_RELAYS_MAX). Read here rather than in src/env.ts: the watcher and the relays, bundled apart
 * from the app, read them too and carry no zod (ADR 044). A floor above the ceiling is the ceiling.
 */
export function relaySettings(bindings: Record<string, unknown> | undefined): RelaySettings {
  const maxRelays = wholeNumber(bindings?.LIVE_RELAYS_MAX, LIVE_RELAYS.maxRelays, 1);
  return {
    socketsPerRelay: wholeNumber(bindings?.LIVE_RELAY_SOCKETS, LIVE_RELAYS.socketsPerRelay, 0),
    minRelays: Math.min(maxRelays, wholeNumber(bindings?.LIVE_RELAYS_MIN, LIVE_RELAYS.minRelays, 1)),
    fanOut: wholeNumber(bindings?.LIVE_RELAY_FAN_OUT, LIVE_RELAYS.fanOut, 2),
    maxRelays,
  };
}

/** FNV-1a, 32 bits: the same id always lands on the same relay while the count holds. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The relay (0 … count − 1) of the page that keeps `pageId`. */
export function pageShard(pageId: string, count: number): number {
  return count <= 1 ? 0 : hash(pageId) % count;
}

/**
 * Relays a match needs for `audience` sockets: never fewer than it has, never fewer than the floor,
 * and none added past the ceiling (the pages past it find every relay full and poll).
 */
export function relaysNeeded(audience: number, current: number, settings: RelaySettings): number {
  const perRelay = Math.max(1, Math.floor(settings.socketsPerRelay * LIVE_RELAYS.fillTarget));
  const wanted = Math.max(settings.minRelays, Math.ceil(audience / perRelay));
  return Math.max(current, Math.min(settings.maxRelays, wanted));
}

/** A relay's and a hub's names in the relay namespace: beside the watcher's `{region}:{match}`. */
export const relayName = (region: string, matchId: number, shard: number) => `${region}:${matchId}:relay:${shard}`;
export const hubName = (region: string, matchId: number, hub: number) => `${region}:${matchId}:hub:${hub}`;

/**
 * How the watcher reaches `count` relays: each directly while they are no more than its fan-out,
 * else through hubs of at most `fanOut` relays each (a second level: 32 × 32 = 1,024 relays, ten
 * million sockets, with no hop sending to more than 32).
 */
export type RelayRoute = { hub?: number; shards: number[] };
export function relayRoutes(count: number, fanOut: number): RelayRoute[] {
  const shards = Array.from({ length: count }, (_, shard) => shard);
  if (count <= fanOut) return shards.map((shard) => ({ shards: [shard] }));
  const routes: RelayRoute[] = [];
  for (let start = 0, hub = 0; start < count; start += fanOut, hub++) routes.push({ hub, shards: shards.slice(start, start + fanOut) });
  return routes;
}
