// What a live match's watcher and its relays are alike (ADR 052, ADR 070): a Durable Object
// holding pages' hibernating sockets. Each is made with its state, the Worker's environment and
// the app's functions (ADR 044); answers heartbeats without waking; routes the objects' own JSON
// requests by path and takes anything else as a page's socket; judges what a page sends; and
// settles the pages that came while it had no change. A plain class: the runtime needs only the
// shape, and no `cloudflare:workers` import is bundled.
import type { DurableObjectState, WebSocket as WorkerSocket } from '@cloudflare/workers-types';
import type { WorkerBindings } from '../bindings';
import type { LocaleCode } from '../config/locales';
import type { AppEnv } from '../env';
import { PING, PONG } from '../lib/live-push/protocol';
import { relaySettings, type RelaySettings } from '../lib/live-push/relay-plan';
import type { WorkerCalls } from '../worker-calls';
import { answerClose, runtime } from './page-sockets';
import type { ReportFailure } from './report-failures';

/**
 * What each socket carries through hibernation: its page's language, its recent messages, and,
 * until the object has a change to give it, the last change its page saw.
 */
export type Attachment = { lang: LocaleCode; recent: number[]; waiting?: number };

/** What every page-socket object calls: the app's parsing and judging, and the error reporter. */
export type PageSocketCalls = Pick<WorkerCalls, 'parseEnv' | 'parseSocketQuery' | 'judgeClientMessage'> & { report: ReportFailure };

/** A request the objects send each other: answered by path, the rest being a page's socket. */
export type ObjectRoute = (request: Request) => Promise<Response>;

/** A route whose request and answer are JSON. */
export const jsonRoute = <Body>(answer: (body: Body) => unknown): ObjectRoute => async (request) => Response.json(await answer((await request.json()) as Body));

export abstract class PageSocketObject<Calls extends PageSocketCalls> {
  protected readonly settings: RelaySettings;
  /** The paths the object answers besides a page's socket. */
  protected abstract readonly routes: Readonly<Record<string, ObjectRoute>>;

  constructor(protected readonly ctx: DurableObjectState, protected readonly env: WorkerBindings, protected readonly calls: Calls) {
    // Heartbeats are answered by the runtime: they never wake the object.
    ctx.setWebSocketAutoResponse(new runtime.WebSocketRequestResponsePair(PING, PONG));
    this.settings = relaySettings(env);
  }

  /** The Worker's vars, parsed as the pages read them (src/env.ts, once per isolate). */
  protected get vars(): AppEnv {
    return this.calls.parseEnv(this.env);
  }

  async fetch(request: Request): Promise<Response> {
    const route = this.routes[new URL(request.url).pathname];
    return route ? route(request) : this.accept(request);
  }

  async webSocketMessage(socket: WorkerSocket, message: string | ArrayBuffer): Promise<void> {
    const attachment = socket.deserializeAttachment() as Attachment;
    const verdict = this.calls.judgeClientMessage(message, attachment.recent, Date.now());
    if (!verdict.ok) return socket.close(verdict.code, verdict.reason);
    socket.serializeAttachment({ ...attachment, recent: verdict.recent } satisfies Attachment);
    await this.awake();
    await this.catchUp(socket, attachment.lang, verdict.message.since);
  }

  webSocketClose(socket: WorkerSocket, code: number, reason: string): void {
    answerClose(socket, code, reason);
  }

  /** A page's socket, already checked by the Worker's endpoint (src/endpoints/api/live-socket.ts). */
  protected abstract accept(request: Request): Promise<Response>;

  /** What a page that has seen up to `since` missed, and the fans' counts. */
  protected abstract catchUp(socket: WorkerSocket, lang: LocaleCode, since: number): void | Promise<void>;

  /** What an object woken by a page's message needs before it answers (nothing, unless it says). */
  protected async awake(): Promise<void> {}

  /** A page's socket, held by this object; `waiting` until the object has a change for it. */
  protected openSocket(lang: LocaleCode, since: number, waiting: boolean): { client: WorkerSocket; server: WorkerSocket } {
    const pair = new runtime.WebSocketPair();
    const server = pair[1];
    this.ctx.acceptWebSocket(server, [lang]);
    server.serializeAttachment({ lang, recent: [], ...(waiting ? { waiting: since } : {}) } satisfies Attachment);
    return { client: pair[0], server };
  }

  /** Pages that came while this object had no change: the broadcast reached them, or they catch up now. */
  protected async settleWaiting(broadcast: boolean): Promise<void> {
    for (const socket of this.ctx.getWebSockets()) {
      const { waiting, ...attachment } = socket.deserializeAttachment() as Attachment;
      if (waiting === undefined) continue;
      socket.serializeAttachment(attachment satisfies Attachment);
      if (!broadcast) await this.catchUp(socket, attachment.lang, waiting);
    }
  }
}
