// The demo Worker's faults and hooks for its live objects (ADR 052's fault tests, ADR 062's
// privacy test, ADR 070): the production classes wrapped, so they carry no demo code. Reached
// only through the demo league's routes (POST /api/demo/live-fault and /api/demo/forget-voters,
// with DEMO_CLOCK_CONTROL=on), which send the internal paths below; the production entry exports
// the classes bare, where those paths are a page's bad request.
import type { DurableObjectState, WebSocket as WorkerSocket } from '@cloudflare/workers-types';
import type { WorkerBindings } from '../bindings';
import { VOTE_PATHS, type ForgetAnswer } from '../lib/fan-votes/browser';
import { RELAY_PATHS } from '../lib/live-push/relay-protocol';

/** What the runtime calls on a Durable Object. */
type ObjectHandlers = {
  fetch(request: Request): Promise<Response>;
  alarm?(): Promise<void>;
  webSocketMessage?(socket: WorkerSocket, message: string | ArrayBuffer): Promise<void>;
  webSocketClose?(socket: WorkerSocket, code: number, reason: string): void;
};
type ObjectClass<T extends ObjectHandlers> = new (ctx: DurableObjectState, env: WorkerBindings) => T;

/** A fault is handed the object's state, the object, and its restart: a new object over the same state, as the runtime makes after a failure. */
type Fault<T> = (held: { ctx: DurableObjectState; object: T; restart(): void }) => Response | Promise<Response>;

/** The class the runtime makes, answering `faults` by path and handing everything else to the object. */
export function withFaults<T extends ObjectHandlers>(Base: ObjectClass<T>, faults: Readonly<Record<string, Fault<T>>>) {
  return class WithFaults {
    private object: T;

    constructor(private readonly ctx: DurableObjectState, private readonly env: WorkerBindings) {
      this.object = new Base(ctx, env);
    }

    fetch(request: Request): Promise<Response> {
      const fault = faults[new URL(request.url).pathname];
      if (!fault) return this.object.fetch(request);
      const restart = () => {
        this.object = new Base(this.ctx, this.env);
      };
      return Promise.resolve(fault({ ctx: this.ctx, object: this.object, restart }));
    }

    async alarm(): Promise<void> {
      await this.object.alarm?.();
    }

    async webSocketMessage(socket: WorkerSocket, message: string | ArrayBuffer): Promise<void> {
      await this.object.webSocketMessage?.(socket, message);
    }

    webSocketClose(socket: WorkerSocket, code: number, reason: string): void {
      this.object.webSocketClose?.(socket, code, reason);
    }
  };
}

const done = () => new Response(null, { status: 204 });

/**
 * A relay that failed or was evicted: the runtime resets the object, its pages' connections are
 * cut (1006, as at a real failure) and everything in memory is gone. Closing each socket politely
 * instead is not the same fault: workerd holds the connection after the closing handshake until
 * the object's next event, so a page would learn of it only seconds later.
 */
export const RELAY_FAULTS: Record<string, Fault<ObjectHandlers>> = {
  [RELAY_PATHS.fail]: ({ ctx }) => {
    ctx.abort('relay failed');
    return done();
  },
};

/** A watcher that restarted: everything in memory gone, its storage (the change number with it) kept. */
export const WATCHER_FAULTS: Record<string, Fault<ObjectHandlers>> = {
  [RELAY_PATHS.fail]: ({ restart }) => {
    restart();
    return done();
  },
};

/** The votes' alarm run now, as if its day had come (the privacy test cannot wait 31 days). */
export const VOTES_HOOKS: Record<string, Fault<ObjectHandlers>> = {
  [VOTE_PATHS.forget]: async ({ ctx, object }) => {
    const voters = () => Number(ctx.storage.sql.exec<{ n: number }>('SELECT COUNT(*) AS n FROM voters').one().n);
    const forgetAt = await ctx.storage.getAlarm();
    const votersBefore = voters();
    await object.alarm?.();
    return Response.json({ forgetAt, votersBefore, votersAfter: voters() } satisfies ForgetAnswer);
  },
};
