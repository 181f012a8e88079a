// Between a match's watcher, its hubs and its relays (ADR 052): what each sends the other, on
// paths no page can reach (the Worker hands an object only a page's socket upgrade, at
// LIVE_SOCKET_PATH). Types only, and the names both ends share.
import type { LocaleCode } from '../../config/locales';
import type { LiveMatchView } from '../match';
import type { LiveVotesMessage } from './protocol';

/** A change as the watcher numbered it: every language's view, so a relay serves any page. */
export type RelayChange = { seq: number; at: number; signature: string; views: Partial<Record<LocaleCode, LiveMatchView>> };

/** The watcher (or a hub) to a relay: the newest change; `over` when the match has ended. */
export type RelayPush = { change: RelayChange; relays: number; over?: boolean; /** The fans' newest counts (ADR 062), when the match has any. */ votes?: LiveVotesMessage };
/** A relay's answer: how many sockets it holds. */
export type RelayAnswer = { sockets: number };
/** The watcher to a hub: the change for its relays, which it names. */
export type HubPush = RelayPush & { target: { region: string; id: number }; shards: number[] };
/** A hub's answer: each of its relays' sockets, by shard; a relay that did not answer is left out. */
export type HubAnswer = { sockets: Record<string, number> };

/** A relay to its watcher: "I have pages" (and, when asked, how full it is). */
export type RelayJoin = { region: string; id: number; shard: number; sockets: number };
/** The watcher's answer: the relay count, and the newest change unless the watcher was idle (it reads first). */
export type RelayJoinAnswer = { relays: number; change?: RelayChange; reading: boolean; votes?: LiveVotesMessage };

export const RELAY_PATHS = {
  /** Watcher or hub → relay: a change (or the newest again, as a beat). */
  change: '/relay/change',
  /** Watcher → hub: a change for the hub's relays. */
  fan: '/relay/fan',
  /** Relay → watcher: pages are here; the newest change, please. */
  join: '/relay/join',
  /** The demo's fault switch (DEMO_CLOCK_CONTROL): drop every socket and forget, as an evicted object does. */
  fail: '/relay/fail',
  /** A match's votes object → its watcher: the newest counts, at most once every 5 s (ADR 062). */
  votes: '/relay/votes',
} as const;

/** Set by the relay on its answer to an upgrade: the relays the match has now, for the Worker's next pick. */
export const RELAY_COUNT_HEADER = 'x-live-relays';
/** Set by a relay that refuses a socket because it holds as many as it may. */
export const RELAY_FULL_HEADER = 'x-live-relay-full';

/** Any origin does: a stub's fetch goes to its object whatever the host. */
export const internalUrl = (path: string) => `https://live.internal${path}`;
