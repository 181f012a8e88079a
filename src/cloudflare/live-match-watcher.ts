// One live match's watcher: a Durable Object, the only reader of the upstream for it while it is
// played, pushing each change to every open page over hibernating WebSockets, and to the match's
// relays (src/cloudflare/relay-fleet.ts owns them). Bundled by wrangler with the Worker's entry,
// never by Waku. What it reads, the alerts it looks for and its judging of what pages send are the
// app's functions, handed to it by src/cloudflare/built-app.ts (ADR 044): importing them here would
// bundle a second copy of the lib code and of zod.
import type { DurableObjectState, WebSocket as WorkerSocket } from '@cloudflare/workers-types';
import { objectNamespace, type WorkerBindings } from '../bindings';
import { LIVE_PUSH } from '../config/live-push';
import type { LocaleCode } from '../config/locales';
import type { LiveVotesMessage } from '../lib/live-push/protocol';
import { tellMatchOver } from '../lib/live-push/match-over-socket';
import { RELAY_PATHS, type RelayJoin, type RelayJoinAnswer } from '../lib/live-push/relay-protocol';
import { nextTickAt } from '../lib/live-push/tick-schedule';
import type { LiveMatchView } from '../lib/match';
import type { WorkerCalls } from '../worker-calls';
import { jsonRoute, PageSocketObject, type PageSocketCalls } from './page-socket-object';
import { catchUpSocket, newerVotes, sendToLanguages, sendVotes, trySend } from './page-sockets';
import { RelayFleet, type FleetPush } from './relay-fleet';

/** The match this object watches, as its first page asked for it. */
type Target = { region: string; id: number };
/** The last change: kept in storage, so a restarted watcher neither repeats nor reuses a number. */
type LastChange = { seq: number; at: number; signature: string; views: Partial<Record<LocaleCode, LiveMatchView>> };
type Watched = NonNullable<Awaited<ReturnType<WorkerCalls['watchMatch']>>>;

/** What a watcher calls: the app's reads (src/worker-calls.ts) and the error reporter. */
export type WatcherCalls = PageSocketCalls & Pick<WorkerCalls, 'watchMatch' | 'lookAtMatchAlerts'>;

/** A watcher given its calls; the runtime makes one through defineLiveMatchWatcher's class. */
export class MatchWatcher extends PageSocketObject<WatcherCalls> {
  private last?: LastChange;
  /** When the tick being run was due: the grid the next ones keep to. */
  private due?: number;
  /** The reads have been failing since the last report: the next failure is not reported again. */
  private failing = false;
  /** The fans' newest counts (ADR 062), from the match's votes object; kept in storage. */
  private votes?: LiveVotesMessage;
  /** The match's relays (ADR 052). */
  private readonly fleet: RelayFleet;

  protected readonly routes = {
    [RELAY_PATHS.join]: jsonRoute((join: RelayJoin) => this.join(join)),
    [RELAY_PATHS.votes]: jsonRoute((votes: LiveVotesMessage) => this.takeVotes(votes)),
  };

  constructor(ctx: DurableObjectState, env: WorkerBindings, calls: WatcherCalls) {
    super(ctx, env, calls);
    this.fleet = new RelayFleet(ctx.storage, objectNamespace(env, 'LIVE_RELAY'), this.settings);
  }

  protected async accept(request: Request): Promise<Response> {
    const query = this.calls.parseSocketQuery(request.url);
    if (!query || request.headers.get('upgrade')?.toLowerCase() !== 'websocket') return new Response('Bad request', { status: 400 });
    const { region, id, lang, since } = query;
    if (!(await this.ctx.storage.get<Target>('target'))) await this.ctx.storage.put('target', { region, id } satisfies Target);
    // An idle watcher's last change may be long past: the page waits for the first read instead.
    const idle = (await this.ctx.storage.getAlarm()) === null;
    const { client, server } = this.openSocket(lang, since, idle);
    if (idle) await this.ctx.storage.setAlarm(Date.now());
    else await this.catchUp(server, lang, since);
    return new Response(null, { status: 101, webSocket: client } as ResponseInit);
  }

  async alarm(): Promise<void> {
    const sockets = this.ctx.getWebSockets();
    const target = await this.ctx.storage.get<Target>('target');
    // Nobody watching, here or at a relay: stop reading. The next page to open a socket starts it again.
    if (!target || (sockets.length === 0 && !(await this.fleet.havePages(target, () => this.newest())))) return this.rest();
    const woken = this.due === undefined;
    // The next tick is set before this one reads: how long a read takes does not delay the next.
    this.due = nextTickAt(this.due ?? Date.now(), Date.now(), LIVE_PUSH.watchIntervalMs);
    await this.ctx.storage.setAlarm(this.due);
    const readAt = Date.now();
    const watched = await this.read(target);
    // A failed read keeps what the pages show and tries again on the next tick.
    if (!watched) return;
    const last = await this.lastChange();
    const changed = watched.signature !== last?.signature;
    if (changed) {
      const change: LastChange = { seq: (last?.seq ?? 0) + 1, at: Date.now(), signature: watched.signature, views: watched.views as LastChange['views'] };
      this.last = change;
      await this.ctx.storage.put('last', change);
      await this.broadcast(change, target, readAt);
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
    if (!changed && this.last) await this.fleet.send(target, await this.pushOf(this.last), { all: woken || this.fleet.beatDue() });
    if (watched.tracked) return;
    await this.ctx.storage.deleteAlarm();
    this.due = undefined;
    await this.finish(target);
  }

  /** What a page that has seen up to `since` missed: the match as it is now, or "nothing"; and the votes. */
  protected async catchUp(socket: WorkerSocket, lang: LocaleCode, since: number): Promise<void> {
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
    await this.fleet.send(target, await this.pushOf(last), { all: true });
    return { sent: true };
  }

  private async liveVotes(): Promise<LiveVotesMessage | undefined> {
    this.votes ??= await this.ctx.storage.get<LiveVotesMessage>('votes');
    return this.votes;
  }

  /** What the relays are sent with a change: the fans' counts with it, and whether the match is over. */
  private async pushOf(change: LastChange, over = false): Promise<FleetPush> {
    const votes = await this.liveVotes();
    return { change, ...(over ? { over } : {}), ...(votes ? { votes } : {}) };
  }

  /** The newest change for the relays, if the watcher has one. */
  private async newest(): Promise<FleetPush | undefined> {
    const last = await this.lastChange();
    return last && this.pushOf(last);
  }

  /**
   * Each language's message is written once and sent to its own sockets, found by their tag, and
   * the change once to each relay. How long that took is logged with REQUEST_LOGS (the number a
   * deploy watches: it grows with the relays, not with the audience). The line also says when the
   * read that found the change began and how long it took, so a change's way to the page can be
   * split into its wait for a tick, the read, and the fan-out (the live benches do).
   */
  private async broadcast(change: LastChange, target: Target, readAt: number): Promise<void> {
    const started = Date.now();
    const sent = sendToLanguages(this.ctx, change);
    const relays = await this.fleet.send(target, await this.pushOf(change), { all: true });
    if (this.vars.REQUEST_LOGS) {
      console.log(JSON.stringify({ live: 'fan-out', region: target.region, match: target.id, seq: change.seq, sockets: sent, relays, relaySockets: this.fleet.audience(), ms: Date.now() - started, readAt, readMs: change.at - readAt }));
    }
  }

  /** The match is over: say so, hang up, and read no more; the relays do the same. */
  private async finish(target: Target): Promise<void> {
    const seq = this.last?.seq ?? 0;
    for (const socket of this.ctx.getWebSockets()) tellMatchOver(socket, seq);
    if (this.last) await this.fleet.send(target, await this.pushOf(this.last, true), { all: true });
  }

  /** A relay has pages: the watcher reads (from now, if it was idle) and says what it has. */
  private async join({ region, id, shard, sockets }: RelayJoin): Promise<RelayJoinAnswer> {
    if (!(await this.ctx.storage.get<Target>('target'))) await this.ctx.storage.put('target', { region, id } satisfies Target);
    const relays = await this.fleet.join({ shard, sockets });
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

  /** Nobody left: the next page starts the reads again, and the relays are asked afresh. */
  private rest(): void {
    this.due = undefined;
    this.fleet.rest();
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
    constructor(ctx: DurableObjectState, env: WorkerBindings) {
      super(ctx, env, calls);
    }
  };
}
