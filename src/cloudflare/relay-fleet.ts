// A live match's relays as its watcher keeps them (ADR 052): how many the match has, what each
// said it holds and had last received, the change sent once to each (through hubs past the
// fan-out), and more relays as they fill. The watcher follows its match; this owns the fleet.
// A relay named as a hub passes a change on to its share with `passOn`.
import type { DurableObjectStorage } from '@cloudflare/workers-types';
import type { ObjectNamespace } from '../bindings';
import { LIVE_RELAYS } from '../config/live-push';
import { hubName, relayName, relayRoutes, relaysNeeded, type RelayRoute, type RelaySettings } from '../lib/live-push/relay-plan';
import {
  RELAY_PATHS, type HubAnswer, type HubPush, type RelayAnswer, type RelayJoin, type RelayPush,
} from '../lib/live-push/relay-protocol';
import { postJson } from './object-namespace';

/** What the watcher sends its relays: the change, the fans' counts, and whether the match is over. */
export type FleetPush = Omit<RelayPush, 'relays'>;
/** The match, as the relays' names carry it. */
type MatchTarget = HubPush['target'];

export class RelayFleet {
  /** How many relays the match has (kept in storage: never fewer during a match). */
  private relays?: number;
  /** What each relay said it holds, and the change it last received. */
  private readonly sockets = new Map<number, number>();
  private readonly received = new Map<number, number>();
  /** When every relay was last sent the newest change; a relay joined since (it has pages). */
  private beatAt = 0;
  private joined = false;

  constructor(private readonly storage: DurableObjectStorage, private readonly namespace: ObjectNamespace | undefined, private readonly settings: RelaySettings) {}

  async count(): Promise<number> {
    this.relays ??= (await this.storage.get<number>('relays')) ?? this.settings.minRelays;
    return Math.max(this.relays, this.settings.minRelays);
  }

  /** The sockets the relays hold, as their last answers said. */
  audience(): number {
    let sum = 0;
    for (const sockets of this.sockets.values()) sum += sockets;
    return sum;
  }

  /** The newest change is due again to every relay: their waiting pages are answered on a beat. */
  beatDue(): boolean {
    return Date.now() - this.beatAt >= LIVE_RELAYS.beatMs;
  }

  /**
   * The change once to each relay that needs it (all, or those whose last answer was older), in
   * parallel; through hubs past the fan-out. Returns how many relays it was sent to. Their
   * answers say how many sockets each holds: the match gets more relays as they fill.
   */
  async send(target: MatchTarget, push: FleetPush, { all }: { all: boolean }): Promise<number> {
    const count = await this.count();
    const namespace = this.namespace;
    if (!namespace || this.settings.socketsPerRelay === 0) return 0;
    const seq = push.change.seq;
    const sent: RelayPush = { ...push, relays: count };
    const routes = relayRoutes(count, this.settings.fanOut)
      .map((route): RelayRoute => ({ ...route, shards: all ? route.shards : route.shards.filter((shard) => (this.received.get(shard) ?? 0) < seq) }))
      .filter((route) => route.shards.length > 0);
    if (all) {
      this.beatAt = Date.now();
      this.joined = false;
    }
    const heard = (shard: number, sockets: number) => {
      this.sockets.set(shard, sockets);
      this.received.set(shard, seq);
    };
    await Promise.all(routes.map(async ({ hub, shards }) => {
      try {
        if (hub === undefined) {
          const shard = shards[0]!;
          heard(shard, (await postJson<RelayAnswer>(namespace, relayName(target.region, target.id, shard), RELAY_PATHS.change, sent)).sockets);
        } else {
          const answer = await postJson<HubAnswer>(namespace, hubName(target.region, target.id, hub), RELAY_PATHS.fan, { ...sent, target, shards } satisfies HubPush);
          for (const [shard, sockets] of Object.entries(answer.sockets)) heard(Number(shard), sockets);
        }
      } catch {
        // Not heard: sent again on the next tick, as to a relay that did not answer.
      }
    }));
    await this.grow();
    return routes.reduce((sum, route) => sum + route.shards.length, 0);
  }

  /** A relay has pages: counted now (the fleet may grow); the relays the match has. */
  async join({ shard, sockets }: Pick<RelayJoin, 'shard' | 'sockets'>): Promise<number> {
    this.joined = true;
    this.sockets.set(shard, sockets);
    await this.grow();
    return this.count();
  }

  /**
   * Whether any relay holds pages, as their last answers say; a relay joined since counts, and
   * a fleet that does not know yet (its watcher just restarted) asks them all with `newest`.
   */
  async havePages(target: MatchTarget, newest: () => Promise<FleetPush | undefined>): Promise<boolean> {
    if (this.joined || this.audience() > 0) return true;
    if (this.beatAt > 0) return false;
    const push = await newest();
    if (!push) return false;
    await this.send(target, push, { all: true });
    return this.audience() > 0;
  }

  /** Nobody left: the relays' counts are forgotten, so the next page's relay is asked afresh. */
  rest(): void {
    this.beatAt = 0;
  }

  /** More relays once they are fuller than the fill target; never fewer during a match. */
  private async grow(): Promise<void> {
    const current = await this.count();
    const needed = relaysNeeded(this.audience(), current, this.settings);
    if (needed === current) return;
    this.relays = needed;
    await this.storage.put('relays', needed);
  }
}

/** A hub: the change to each of its relays at once; their counts back to the watcher. */
export async function passOn(namespace: ObjectNamespace | undefined, { target, shards, ...push }: HubPush): Promise<HubAnswer> {
  const sockets: Record<string, number> = {};
  if (!namespace) return { sockets };
  await Promise.all(shards.map(async (shard) => {
    const answer = await postJson<RelayAnswer>(namespace, relayName(target.region, target.id, shard), RELAY_PATHS.change, push).catch(() => undefined);
    // A relay that did not answer is left out: the watcher sends it the newest change again.
    if (answer) sockets[String(shard)] = answer.sockets;
  }));
  return { sockets };
}
