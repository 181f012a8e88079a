// A relay of one live match (ADR 052): a Durable Object between the match's watcher and at most
// a configured number of its pages. The watcher sends each change once to each relay; the relay
// sends it to its sockets, one text per language. Named `{region}:{match}:relay:{n}`; a relay
// named `…:hub:{n}` holds no sockets and passes a change on to its share of the relays (the
// second level, when one level's fan-out would be too wide). Like the watcher, a plain class
// given the app's functions by src/cloudflare/built-app.ts (ADR 044).
import type { DurableObjectState, WebSocket as WorkerSocket } from '@cloudflare/workers-types';
import type { LocaleCode } from '../config/locales';
import { LIVE_RELAYS } from '../config/live-push';
import { PING, PONG, type LiveVotesMessage } from '../lib/live-push/protocol';
import { tellMatchOver } from '../lib/live-push/match-over-socket';
import { relayName, relaySettings, type RelaySettings } from '../lib/live-push/relay-plan';
import {
  RELAY_COUNT_HEADER, RELAY_FULL_HEADER, RELAY_PATHS, type HubAnswer, type HubPush, type RelayAnswer, type RelayChange, type RelayJoin, type RelayJoinAnswer, type RelayPush,
} from '../lib/live-push/relay-protocol';
import { objectNamespace, postJson, type ObjectNamespace } from './object-namespace';
import type { WatcherCalls } from './live-match-watcher';
import { answerClose, catchUpSocket, newerVotes, runtime, sendToLanguages, sendVotes, trySend } from './page-sockets';

type Bindings = Record<string, unknown>;
/** A socket's page language, its recent messages and, until the relay has a change, the last change its page saw. */
type Attachment = { lang: LocaleCode; recent: number[]; waiting?: number };
type Target = { region: string; id: number; shard: number };

export type RelayCalls = Pick<WatcherCalls, 'parseSocketQuery' | 'judgeClientMessage' | 'report'>;

export class MatchRelay {
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
  private readonly settings: RelaySettings;

  constructor(private readonly ctx: DurableObjectState, private readonly env: Bindings, private readonly calls: RelayCalls) {
    ctx.setWebSocketAutoResponse(new runtime.WebSocketRequestResponsePair(PING, PONG));
    this.settings = relaySettings(env);
  }

  async fetch(request: Request): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (pathname === RELAY_PATHS.change) return Response.json(this.receive((await request.json()) as RelayPush));
    if (pathname === RELAY_PATHS.fan) return Response.json(await this.fan((await request.json()) as HubPush));
    if (pathname === RELAY_PATHS.fail) return this.fail();
    return this.accept(request);
  }

  async webSocketMessage(socket: WorkerSocket, message: string | ArrayBuffer): Promise<void> {
    const attachment = socket.deserializeAttachment() as Attachment;
    const verdict = this.calls.judgeClientMessage(message, attachment.recent, Date.now());
    if (!verdict.ok) return socket.close(verdict.code, verdict.reason);
    socket.serializeAttachment({ ...attachment, recent: verdict.recent } satisfies Attachment);
    // A relay woken from hibernation has no change in memory: it asks its watcher for it.
    if (!this.last) await this.join();
    this.catchUp(socket, attachment.lang, verdict.message.since);
  }

  webSocketClose(socket: WorkerSocket, code: number, reason: string): void {
    answerClose(socket, code, reason);
  }

  /** A page's socket, checked by the Worker's endpoint, which chose this relay. */
  private async accept(request: Request): Promise<Response> {
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
    const pair = new runtime.WebSocketPair();
    const server = pair[1];
    this.ctx.acceptWebSocket(server, [query.lang]);
    // No change yet: the page waits for the one the join brings, or for the watcher's first read,
    // which reaches every relay (a join a moment ago is not repeated for each page of a crowd).
    // A relay whose pages had all gone told its watcher so, and the watcher may have stopped
    // reading: its first page again joins, or the page would keep the last change for good.
    const stale = held === 0 || (this.last ? Date.now() - this.heardAt > LIVE_RELAYS.staleAfterMs : Date.now() - this.joinedAt > LIVE_RELAYS.beatMs);
    const waiting = stale || !this.last;
    server.serializeAttachment({ lang: query.lang, recent: [], ...(waiting ? { waiting: query.since } : {}) } satisfies Attachment);
    if (stale) await this.join();
    else if (!waiting) this.catchUp(server, query.lang, query.since);
    this.askToGrow(held + 1, false);
    return new Response(null, { status: 101, webSocket: pair[0], headers: { [RELAY_COUNT_HEADER]: String(this.relays) } } as ResponseInit);
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
    this.ctx.waitUntil(new Promise<void>((done) => setTimeout(() => {
      const started = Date.now();
      if (newer) sendToLanguages(this.ctx, change);
      if (counted) sendVotes(this.ctx, votes);
      this.settleWaiting(newer);
      if (over) for (const socket of this.ctx.getWebSockets()) tellMatchOver(socket, change.seq);
      if (newer && this.env.REQUEST_LOGS === 'on' && this.target) {
        console.log(JSON.stringify({ live: 'relay-fan-out', region: this.target.region, match: this.target.id, shard: this.target.shard, seq: change.seq, sockets: held, ms: Date.now() - started }));
      }
      done();
    }, 0)));
    return { sockets: held };
  }

  /** A hub: the change to each of its relays at once; their counts back to the watcher. */
  private async fan({ target, shards, ...push }: HubPush): Promise<HubAnswer> {
    const namespace = this.relayNamespace();
    const sockets: Record<string, number> = {};
    if (!namespace) return { sockets };
    await Promise.all(shards.map(async (shard) => {
      const answer = await postJson<RelayAnswer>(namespace, relayName(target.region, target.id, shard), RELAY_PATHS.change, push).catch(() => undefined);
      // A relay that did not answer is left out: the watcher sends it the newest change again.
      if (answer) sockets[String(shard)] = answer.sockets;
    }));
    return { sockets };
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
    const watcher = objectNamespace(this.env.LIVE_MATCH);
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
      if (answer.change) this.settleWaiting(false);
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

  private catchUp(socket: WorkerSocket, lang: LocaleCode, since: number): void {
    catchUpSocket(socket, this.last, lang, since);
    if (this.votes) trySend(socket, JSON.stringify(this.votes));
  }

  /** Pages that came while this relay had no change: the broadcast reached them, or they catch up now. */
  private settleWaiting(broadcast: boolean): void {
    for (const socket of this.ctx.getWebSockets()) {
      const { waiting, ...attachment } = socket.deserializeAttachment() as Attachment;
      if (waiting === undefined) continue;
      socket.serializeAttachment(attachment satisfies Attachment);
      if (!broadcast) this.catchUp(socket, attachment.lang, waiting);
    }
  }

  /** The demo's fault: every socket dropped as a failed object drops them, and everything forgotten. */
  private fail(): Response {
    for (const socket of this.ctx.getWebSockets()) {
      try {
        socket.close(1011, 'relay failed');
      } catch {
        // Already closing.
      }
    }
    this.last = undefined;
    this.votes = undefined;
    this.heardAt = 0;
    return new Response(null, { status: 204 });
  }

  private relayNamespace(): ObjectNamespace | undefined {
    return objectNamespace(this.env.LIVE_RELAY);
  }
}

/** The relay class for these calls; the Worker's entries export it as LiveMatchRelay. */
export function defineLiveMatchRelay(calls: RelayCalls) {
  return class LiveMatchRelay extends MatchRelay {
    constructor(ctx: DurableObjectState, env: Bindings) {
      super(ctx, env, calls);
    }
  };
}
