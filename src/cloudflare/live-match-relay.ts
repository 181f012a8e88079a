// A relay of one live match (ADR 052): a Durable Object between the match's watcher and at most
// a configured number of its pages. The watcher sends each change once to each relay; the relay
// sends it to its sockets, one text per language. Named `{region}:{match}:relay:{n}`; a relay
// named `…:hub:{n}` holds no sockets and passes a change on to its share of the relays (the
// second level, when one level's fan-out would be too wide). Like the watcher, a page-socket
// object given the app's functions by src/cloudflare/built-app.ts (ADR 044).
import type { DurableObjectState, WebSocket as WorkerSocket } from '@cloudflare/workers-types';
import { objectNamespace, type WorkerBindings } from '../bindings';
import type { LocaleCode } from '../config/locales';
import { LIVE_RELAYS } from '../config/live-push';
import type { LiveVotesMessage } from '../lib/live-push/protocol';
import { tellMatchOver } from '../lib/live-push/match-over-socket';
import {
  RELAY_COUNT_HEADER, RELAY_FULL_HEADER, RELAY_PATHS, type HubPush, type RelayAnswer, type RelayChange, type RelayJoin, type RelayJoinAnswer, type RelayPush,
} from '../lib/live-push/relay-protocol';
import { postJson } from './object-namespace';
import { jsonRoute, PageSocketObject, type PageSocketCalls } from './page-socket-object';
import { catchUpSocket, newerVotes, sendToLanguages, sendVotes, trySend } from './page-sockets';
import { passOn } from './relay-fleet';

type Target = { region: string; id: number; shard: number };

export type RelayCalls = PageSocketCalls;

export class MatchRelay extends PageSocketObject<RelayCalls> {
  /** The newest change; in memory only: a relay that restarts asks its watcher again. */
  private last?: RelayChange;
  /** The fans' newest counts (ADR 062), as the watcher's pushes carry them; in memory only. */
  private votes?: LiveVotesMessage;
  private target?: Target;
  /** The relays the match has, as the watcher last said. */
  private relays = 1;
  /** When the watcher was last heard from: a relay that has not heard for a while asks before it answers. */
  private heardAt = 0;
  /** Asked the watcher for more relays since it was last below the mark. */
  private askedToGrow = false;
  /** The join in flight, shared by every page that arrives meanwhile: a crowd costs the watcher one request per relay. */
  private joining?: Promise<void>;
  private joinedAt = 0;

  protected readonly routes = {
    [RELAY_PATHS.change]: jsonRoute((push: RelayPush) => this.receive(push)),
    [RELAY_PATHS.fan]: jsonRoute((push: HubPush) => passOn(objectNamespace(this.env, 'LIVE_RELAY'), push)),
  };

  /** A page's socket, checked by the Worker's endpoint, which chose this relay. */
  protected async accept(request: Request): Promise<Response> {
    const query = this.calls.parseSocketQuery(request.url);
    if (!query || query.relay === undefined || request.headers.get('upgrade')?.toLowerCase() !== 'websocket') return new Response('Bad request', { status: 400 });
    if (!(await this.targetOf())) {
      this.target = { region: query.region, id: query.id, shard: query.relay };
      // Kept, so a relay woken from hibernation by a page's message still knows its watcher.
      await this.ctx.storage.put('target', this.target);
    }
    const held = this.ctx.getWebSockets().length;
    if (held >= this.settings.socketsPerRelay) {
      // Full: the Worker tries the next relay; the watcher hears (again) that more are needed.
      this.askToGrow(held, true);
      return new Response('This relay is full', { status: 503, headers: { [RELAY_FULL_HEADER]: '1', [RELAY_COUNT_HEADER]: String(this.relays) } });
    }
    // No change yet: the page waits for the one the join brings, or for the watcher's first read,
    // which reaches every relay (a join a moment ago is not repeated for each page of a crowd).
    // A relay whose pages had all gone told its watcher so, and the watcher may have stopped
    // reading: its first page again joins, or the page would keep the last change for good.
    const stale = held === 0 || (this.last ? Date.now() - this.heardAt > LIVE_RELAYS.staleAfterMs : Date.now() - this.joinedAt > LIVE_RELAYS.beatMs);
    const waiting = stale || !this.last;
    const { client, server } = this.openSocket(query.lang, query.since, waiting);
    if (stale) await this.join();
    else if (!waiting) this.catchUp(server, query.lang, query.since);
    this.askToGrow(held + 1, false);
    return new Response(null, { status: 101, webSocket: client, headers: { [RELAY_COUNT_HEADER]: String(this.relays) } } as ResponseInit);
  }

  /** A relay woken from hibernation by a page's message has no change in memory: it asks its watcher for it. */
  protected async awake(): Promise<void> {
    if (!this.last) await this.join();
  }

  /**
   * A change from the watcher (or the newest again): sent on if newer than the one held. The
   * watcher is answered first and the sockets sent to right after, so what a change costs the
   * watcher grows with its relays, never with their sockets.
   */
  private receive({ change, relays, over, votes }: RelayPush): RelayAnswer {
    this.heardAt = Date.now();
    this.relays = Math.max(this.relays, relays);
    const newer = !this.last || change.seq > this.last.seq;
    if (newer) this.last = change;
    const counted = newerVotes(votes, this.votes);
    if (counted) this.votes = votes;
    const held = this.ctx.getWebSockets().length;
    if (held < this.settings.socketsPerRelay * LIVE_RELAYS.askToGrowAt) this.askedToGrow = false;
    this.ctx.waitUntil(new Promise<void>((done) => setTimeout(async () => {
      const started = Date.now();
      if (newer) sendToLanguages(this.ctx, change);
      if (counted) sendVotes(this.ctx, votes);
      await this.settleWaiting(newer);
      if (over) for (const socket of this.ctx.getWebSockets()) tellMatchOver(socket, change.seq);
      if (newer && this.vars.REQUEST_LOGS && this.target) {
        console.log(JSON.stringify({ live: 'relay-fan-out', region: this.target.region, match: this.target.id, shard: this.target.shard, seq: change.seq, sockets: held, ms: Date.now() - started, startedAt: started }));
      }
      done();
    }, 0)));
    return { sockets: held };
  }

  /** Tells the watcher pages are here, and takes the newest change and the relay count from it. */
  private join(): Promise<void> {
    this.joining ??= this.askWatcher().finally(() => {
      this.joining = undefined;
    });
    return this.joining;
  }

  private async targetOf(): Promise<Target | undefined> {
    this.target ??= await this.ctx.storage.get<Target>('target');
    return this.target;
  }

  private async askWatcher(): Promise<void> {
    const watcher = objectNamespace(this.env, 'LIVE_MATCH');
    const target = await this.targetOf();
    if (!watcher || !target) return;
    const { region, id, shard } = target;
    this.joinedAt = Date.now();
    try {
      const answer = await postJson<RelayJoinAnswer>(watcher, `${region}:${id}`, RELAY_PATHS.join, { region, id, shard, sockets: this.ctx.getWebSockets().length } satisfies RelayJoin);
      this.relays = Math.max(this.relays, answer.relays);
      this.heardAt = Date.now();
      // A watcher that was idle reads first and sends its change to every relay, this one too.
      if (answer.change && (!this.last || answer.change.seq > this.last.seq)) this.last = answer.change;
      if (newerVotes(answer.votes, this.votes)) this.votes = answer.votes;
      if (answer.change) await this.settleWaiting(false);
    } catch (error) {
      // The page stays, waiting: the watcher's next beat reaches this relay.
      await this.calls.report(this.env, this.ctx, { error, work: 'live-relay-join', tags: { region, match: String(id) } });
    }
  }

  /** Past the mark, once: the watcher adds relays now rather than at its next beat. */
  private askToGrow(held: number, full: boolean): void {
    if (!full && (this.askedToGrow || held < this.settings.socketsPerRelay * LIVE_RELAYS.askToGrowAt)) return;
    this.askedToGrow = true;
    this.ctx.waitUntil(this.join());
  }

  protected catchUp(socket: WorkerSocket, lang: LocaleCode, since: number): void {
    catchUpSocket(socket, this.last, lang, since);
    if (this.votes) trySend(socket, JSON.stringify(this.votes));
  }
}

/** The relay class for these calls; the Worker's entries export it as LiveMatchRelay. */
export function defineLiveMatchRelay(calls: RelayCalls) {
  return class LiveMatchRelay extends MatchRelay {
    constructor(ctx: DurableObjectState, env: WorkerBindings) {
      super(ctx, env, calls);
    }
  };
}
