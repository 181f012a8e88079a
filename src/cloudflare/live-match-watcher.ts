// One live match's watcher: a Durable Object, the only reader of the upstream for it while it is
// played, pushing each change to every open page over hibernating WebSockets. A plain class (no
// `cloudflare:workers` import): the Durable Object runtime needs only the shape, and this file is
// bundled by wrangler with the Worker's entry, never by Waku. What it reads, the alerts it looks
// for and its judging of what pages send are the app's functions, handed to it by
// src/cloudflare/built-app.ts (ADR 044): importing them here would bundle a second copy of the lib code
// and of zod.
import type { DurableObjectState, WebSocket as WorkerSocket } from '@cloudflare/workers-types';
import { LIVE_PUSH, LIVE_RELAYS } from '../config/live-push';
import type { LocaleCode } from '../config/locales';
import { PING, PONG, type LiveVotesMessage } from '../lib/live-push/protocol';
import { tellMatchOver } from '../lib/live-push/match-over-socket';
import { hubName, relayName, relayRoutes, relaySettings, relaysNeeded, type RelayRoute, type RelaySettings } from '../lib/live-push/relay-plan';
import {
  RELAY_PATHS, type HubAnswer, type HubPush, type RelayAnswer, type RelayJoin, type RelayJoinAnswer, type RelayPush,
} from '../lib/live-push/relay-protocol';
import { nextTickAt } from '../lib/live-push/tick-schedule';
import type { LiveMatchView } from '../lib/match';
import type { WorkerCalls } from '../worker-calls';
import { objectNamespace, postJson } from './object-namespace';
import { answerClose, catchUpSocket, newerVotes, runtime, sendToLanguages, sendVotes, trySend } from './page-sockets';
import type { ReportFailure } from './report-failures';

type Bindings = Record<string, unknown>;
/**
 * What each socket carries through hibernation: its page's language, its recent messages, and,
 * while the watcher's first read is pending, the last change its page saw.
 */
type Attachment = { lang: LocaleCode; recent: number[]; waiting?: number };
/** The match this object watches, as its first page asked for it. */
type Target = { region: string; id: number };
/** The last change: kept in storage, so a restarted watcher neither repeats nor reuses a number. */
type LastChange = { seq: number; at: number; signature: string; views: Partial<Record<LocaleCode, LiveMatchView>> };
type Watched = NonNullable<Awaited<ReturnType<WorkerCalls['watchMatch']>>>;

/** What a watcher calls: the app's reads (src/worker-calls.ts) and the error reporter. */
export type WatcherCalls = Pick<WorkerCalls, 'watchMatch' | 'lookAtMatchAlerts' | 'parseSocketQuery' | 'judgeClientMessage'> & { report: ReportFailure };

/** A watcher given its calls; the runtime makes one through defineLiveMatchWatcher's class. */
export class MatchWatcher {
  private last?: LastChange;
  /** When the tick being run was due: the grid the next ones keep to. */
  private due?: number;
  /** The reads have been failing since the last report: the next failure is not reported again. */
  private failing = false;
  /** The match's relays (ADR 052): how many, and what each said it holds and had last received. */
  private relays?: number;
  private readonly relaySockets = new Map<number, number>();
  private readonly relaySeq = new Map<number, number>();
  /** When every relay was last sent the newest change; a relay joined since (it has pages). */
  private beatAt = 0;
  private joined = false;
  /** The fans' newest counts (ADR 062), from the match's votes object; kept in storage. */
  private votes?: LiveVotesMessage;
  private readonly settings: RelaySettings;

  constructor(private readonly ctx: DurableObjectState, private readonly env: Bindings, private readonly calls: WatcherCalls) {
    // Heartbeats are answered by the runtime: they never wake the object.
    ctx.setWebSocketAutoResponse(new runtime.WebSocketRequestResponsePair(PING, PONG));
    this.settings = relaySettings(env);
  }

  /** A page's socket, already checked by the pipeline (src/endpoints/api/live-socket.ts), or a relay's word. */
  async fetch(request: Request): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (pathname === RELAY_PATHS.join) return Response.json(await this.join((await request.json()) as RelayJoin));
    if (pathname === RELAY_PATHS.fail) return this.forget();
    if (pathname === RELAY_PATHS.votes) return Response.json(await this.takeVotes((await request.json()) as LiveVotesMessage));
    const query = this.calls.parseSocketQuery(request.url);
    if (!query || request.headers.get('upgrade')?.toLowerCase() !== 'websocket') return new Response('Bad request', { status: 400 });
    const { region, id, lang, since } = query;
    if (!(await this.ctx.storage.get<Target>('target'))) await this.ctx.storage.put('target', { region, id } satisfies Target);

    const pair = new runtime.WebSocketPair();
    const server = pair[1];
    this.ctx.acceptWebSocket(server, [lang]);
    // An idle watcher's last change may be long past: the page waits for the first read instead.
    const idle = (await this.ctx.storage.getAlarm()) === null;
    server.serializeAttachment({ lang, recent: [], ...(idle ? { waiting: since } : {}) } satisfies Attachment);
    if (idle) await this.ctx.storage.setAlarm(Date.now());
    else await this.catchUp(server, lang, since);
    return new Response(null, { status: 101, webSocket: pair[0] } as ResponseInit);
  }

  async alarm(): Promise<void> {
    const sockets = this.ctx.getWebSockets();
    const target = await this.ctx.storage.get<Target>('target');
    // Nobody watching, here or at a relay: stop reading. The next page to open a socket starts it again.
    if (!target || (sockets.length === 0 && !(await this.relaysHavePages()))) return this.rest();
    const woken = this.due === undefined;
    // The next tick is set before this one reads: how long a read takes does not delay the next.
    this.due = nextTickAt(this.due ?? Date.now(), Date.now(), LIVE_PUSH.watchIntervalMs);
    await this.ctx.storage.setAlarm(this.due);
    const watched = await this.read(target);
    // A failed read keeps what the pages show and tries again on the next tick.
    if (!watched) return;
    const last = await this.lastChange();
    const changed = watched.signature !== last?.signature;
    if (changed) {
      const change: LastChange = { seq: (last?.seq ?? 0) + 1, at: Date.now(), signature: watched.signature, views: watched.views as LastChange['views'] };
      this.last = change;
      await this.ctx.storage.put('last', change);
      await this.broadcast(change, target);
      // Kick-off, goal or full time for the teams' subscribers (ADR 035), without holding up
      // the tick. A failed look is repeated by the next change or the minute cron; the claim in
      // the alerts database makes that safe.
      this.ctx.waitUntil(this.calls.lookAtMatchAlerts(this.env, target).then(
        () => undefined,
        (error: unknown) => this.calls.report(this.env, this.ctx, { error, work: 'team-alerts-look', tags: { region: target.region, match: String(target.id) } }),
      ));
    }
    await this.settleWaiting(changed);
    // Between changes: the newest again to every relay on a beat or just woken (their waiting
    // pages), else only to relays that have not had it (a failed send).
    if (!changed && this.last) await this.sendToRelays(target, this.last, { all: woken || Date.now() - this.beatAt >= LIVE_RELAYS.beatMs });
    if (watched.tracked) return;
    await this.ctx.storage.deleteAlarm();
    this.due = undefined;
    await this.finish(target);
  }

  async webSocketMessage(socket: WorkerSocket, message: string | ArrayBuffer): Promise<void> {
    const attachment = socket.deserializeAttachment() as Attachment;
    const verdict = this.calls.judgeClientMessage(message, attachment.recent, Date.now());
    if (!verdict.ok) return socket.close(verdict.code, verdict.reason);
    socket.serializeAttachment({ ...attachment, recent: verdict.recent } satisfies Attachment);
    await this.catchUp(socket, attachment.lang, verdict.message.since);
  }

  webSocketClose(socket: WorkerSocket, code: number, reason: string): void {
    answerClose(socket, code, reason);
  }

  /** What a page that has seen up to `since` missed: the match as it is now, or "nothing"; and the votes. */
  private async catchUp(socket: WorkerSocket, lang: LocaleCode, since: number): Promise<void> {
    catchUpSocket(socket, await this.lastChange(), lang, since);
    const votes = await this.liveVotes();
    if (votes) trySend(socket, JSON.stringify(votes));
  }

  /**
   * The fans' newest counts from the match's votes object (at most once every 5 s): to this
   * watcher's sockets and to every relay at once while pages are on the match. An idle watcher
   * keeps them for its first change: counts never wake it, or it would read the league for nobody.
   */
  private async takeVotes(votes: LiveVotesMessage): Promise<{ sent: boolean }> {
    if (!newerVotes(votes, await this.liveVotes())) return { sent: false };
    this.votes = votes;
    await this.ctx.storage.put('votes', votes);
    const target = await this.ctx.storage.get<Target>('target');
    const last = await this.lastChange();
    if ((await this.ctx.storage.getAlarm()) === null || !target || !last) return { sent: false };
    sendVotes(this.ctx, votes);
    await this.sendToRelays(target, last, { all: true });
    return { sent: true };
  }

  private async liveVotes(): Promise<LiveVotesMessage | undefined> {
    this.votes ??= await this.ctx.storage.get<LiveVotesMessage>('votes');
    return this.votes;
  }

  /** Pages that arrived while the watcher was idle, now that it has read: the broadcast reached them, or they catch up. */
  private async settleWaiting(broadcast: boolean): Promise<void> {
    for (const socket of this.ctx.getWebSockets()) {
      const { waiting, ...attachment } = socket.deserializeAttachment() as Attachment;
      if (waiting === undefined) continue;
      socket.serializeAttachment(attachment satisfies Attachment);
      if (!broadcast) await this.catchUp(socket, attachment.lang, waiting);
    }
  }

  /**
   * Each language's message is written once and sent to its own sockets, found by their tag, and
   * the change once to each relay. How long that took is logged with REQUEST_LOGS (the number a
   * deploy watches: it grows with the relays, not with the audience).
   */
  private async broadcast(change: LastChange, target: Target): Promise<void> {
    const started = Date.now();
    const sent = sendToLanguages(this.ctx, change);
    const relays = await this.sendToRelays(target, change, { all: true });
    if (this.env.REQUEST_LOGS === 'on') {
      console.log(JSON.stringify({ live: 'fan-out', region: target.region, match: target.id, seq: change.seq, sockets: sent, relays, relaySockets: this.relayAudience(), ms: Date.now() - started }));
    }
  }

  /** The match is over: say so, hang up, and read no more; the relays do the same. */
  private async finish(target: Target): Promise<void> {
    const seq = this.last?.seq ?? 0;
    for (const socket of this.ctx.getWebSockets()) tellMatchOver(socket, seq);
    if (this.last) await this.sendToRelays(target, this.last, { all: true, over: true });
  }

  /**
   * The change once to each relay that needs it (all, or those whose last answer was older), in
   * parallel; through hubs past the fan-out. Returns how many relays it was sent to. Their
   * answers say how many sockets each holds: the match gets more relays as they fill.
   */
  private async sendToRelays(target: Target, change: LastChange, { all, over = false }: { all: boolean; over?: boolean }): Promise<number> {
    const namespace = objectNamespace(this.env.LIVE_RELAY);
    const count = await this.relayCount();
    if (!namespace || this.settings.socketsPerRelay === 0) return 0;
    const votes = await this.liveVotes();
    const push: RelayPush = { change, relays: count, ...(over ? { over } : {}), ...(votes ? { votes } : {}) };
    const routes = relayRoutes(count, this.settings.fanOut)
      .map((route): RelayRoute => ({ ...route, shards: all ? route.shards : route.shards.filter((shard) => (this.relaySeq.get(shard) ?? 0) < change.seq) }))
      .filter((route) => route.shards.length > 0);
    if (all) {
      this.beatAt = Date.now();
      this.joined = false;
    }
    const heard = (shard: number, sockets: number) => {
      this.relaySockets.set(shard, sockets);
      this.relaySeq.set(shard, change.seq);
    };
    await Promise.all(routes.map(async ({ hub, shards }) => {
      try {
        if (hub === undefined) {
          const shard = shards[0]!;
          heard(shard, (await postJson<RelayAnswer>(namespace, relayName(target.region, target.id, shard), RELAY_PATHS.change, push)).sockets);
        } else {
          const answer = await postJson<HubAnswer>(namespace, hubName(target.region, target.id, hub), RELAY_PATHS.fan, { ...push, target, shards } satisfies HubPush);
          for (const [shard, sockets] of Object.entries(answer.sockets)) heard(Number(shard), sockets);
        }
      } catch {
        // Not heard: sent again on the next tick, as to a relay that did not answer.
      }
    }));
    await this.grow();
    return routes.reduce((sum, route) => sum + route.shards.length, 0);
  }

  /** A relay has pages: the watcher reads (from now, if it was idle) and says what it has. */
  private async join({ region, id, shard, sockets }: RelayJoin): Promise<RelayJoinAnswer> {
    if (!(await this.ctx.storage.get<Target>('target'))) await this.ctx.storage.put('target', { region, id } satisfies Target);
    this.joined = true;
    this.relaySockets.set(shard, sockets);
    await this.grow();
    const relays = await this.relayCount();
    // An idle watcher's last change may be long past: the relay waits for the first read, which
    // goes to every relay.
    if ((await this.ctx.storage.getAlarm()) === null) {
      await this.ctx.storage.setAlarm(Date.now());
      return { relays, reading: true };
    }
    const change = await this.lastChange();
    const votes = await this.liveVotes();
    return { relays, reading: false, ...(change ? { change } : {}), ...(votes ? { votes } : {}) };
  }

  private async relayCount(): Promise<number> {
    this.relays ??= (await this.ctx.storage.get<number>('relays')) ?? this.settings.minRelays;
    return Math.max(this.relays, this.settings.minRelays);
  }

  private relayAudience(): number {
    let sum = 0;
    for (const sockets of this.relaySockets.values()) sum += sockets;
    return sum;
  }

  /** More relays once they are fuller than the fill target; never fewer during a match. */
  private async grow(): Promise<void> {
    const current = await this.relayCount();
    const needed = relaysNeeded(this.relayAudience(), current, this.settings);
    if (needed === current) return;
    this.relays = needed;
    await this.ctx.storage.put('relays', needed);
  }

  /**
   * Whether any relay holds pages, as their last answers say; a relay joined since counts, and
   * a watcher that does not know yet (just restarted) asks them all with the newest change.
   */
  private async relaysHavePages(): Promise<boolean> {
    if (this.joined || this.relayAudience() > 0) return true;
    const target = await this.ctx.storage.get<Target>('target');
    const last = await this.lastChange();
    if (this.beatAt > 0 || !target || !last) return false;
    await this.sendToRelays(target, last, { all: true });
    return this.relayAudience() > 0;
  }

  /** Nobody left: the relays' counts are forgotten, so the next page's relay is asked afresh. */
  private rest(): void {
    this.due = undefined;
    this.beatAt = 0;
  }

  /** The demo's fault: everything in memory forgotten, as when the object restarts. Storage stays. */
  private forget(): Response {
    this.last = undefined;
    this.votes = undefined;
    this.due = undefined;
    this.relays = undefined;
    this.relaySockets.clear();
    this.relaySeq.clear();
    this.beatAt = 0;
    this.joined = false;
    return new Response(null, { status: 204 });
  }

  private async lastChange(): Promise<LastChange | undefined> {
    this.last ??= await this.ctx.storage.get<LastChange>('last');
    return this.last;
  }

  /**
   * The match afresh (src/lib/live-push/watch-match.ts), or undefined when it cannot be read. A
   * run of failed reads is reported once, at its first: a read is tried every tick, and an
   * upstream that is down would otherwise be reported more than once a second.
   */
  private async read(target: Target): Promise<Watched | undefined> {
    try {
      const watched = await this.calls.watchMatch(this.env, target);
      this.failing = false;
      return watched;
    } catch (error) {
      if (!this.failing) await this.calls.report(this.env, this.ctx, { error, work: 'live-match-read', tags: { region: target.region, match: String(target.id) } });
      this.failing = true;
      return undefined;
    }
  }
}

/** The watcher class for these calls; the Worker's entries export it as LiveMatchWatcher. */
export function defineLiveMatchWatcher(calls: WatcherCalls) {
  return class LiveMatchWatcher extends MatchWatcher {
    constructor(ctx: DurableObjectState, env: Bindings) {
      super(ctx, env, calls);
    }
  };
}
