// The Worker's environment as the runtime hands it to every entry (the pages and the endpoints
// through the pipeline, the live objects, the minute cron, the alerts' Queue consumer, the card
// Worker): the vars src/env.ts parses, still as text, and the bindings wrangler.toml declares
// (ADR 070). Types, and one check of a namespace, with nothing imported at run time: the live
// objects are bundled apart from the app and carry no zod (ADR 044).
import type { EnvSchema } from './env';

/** An object of a namespace, reached by a request. */
export type ObjectStub = { fetch(request: Request): Promise<Response> };

/** The parts of a Durable Object namespace the Worker uses: an object by its name. */
export type ObjectNamespace = {
  idFromName(name: string): unknown;
  get(id: unknown): ObjectStub;
};

/** Cloudflare's Rate Limiting binding. */
export type RateLimitBinding = { limit(options: { key: string }): Promise<{ success: boolean }> };

/** The vars, as wrangler.toml and the secrets set them; read through parseEnv (src/env.ts), never raw. */
type Vars = { readonly [Name in keyof typeof EnvSchema.shape]?: string };

/** The Durable Object bindings (wrangler.toml's `durable_objects.bindings`). */
export type ObjectBindingName = 'LIVE_MATCH' | 'LIVE_RELAY' | 'MATCH_VOTES';

/**
 * What every entry is handed. The bindings named here are typed; any other (D1, a Queue, the card
 * service, the relays' vars) is read by the one module that owns it, which checks its shape.
 */
export type WorkerBindings = Vars & {
  readonly [binding in ObjectBindingName]?: ObjectNamespace;
} & {
  readonly VOTE_LIMITER?: RateLimitBinding;
  readonly LIVE_SOCKET_OPENS?: RateLimitBinding;
  readonly SHARE_CARD_DRAWS?: RateLimitBinding;
  readonly [binding: string]: unknown;
};

/** The card Worker's (wrangler.cards.toml): no vars and no bindings; it draws what it is POSTed. */
export type CardWorkerBindings = Readonly<Record<string, never>>;

/** A Worker's fetch entry, handed its environment. */
export type FetchEntry<Env> = { fetch(request: Request, env: Env): Promise<Response> };

/** The namespace bound as `name`, or undefined where this Worker has none (a unit test's app). */
export function objectNamespace(bindings: WorkerBindings | undefined, name: ObjectBindingName): ObjectNamespace | undefined {
  const namespace: Partial<ObjectNamespace> | undefined = bindings?.[name];
  return typeof namespace?.idFromName === 'function' && typeof namespace.get === 'function' ? (namespace as ObjectNamespace) : undefined;
}

/** The object named `name` of the namespace. */
export const objectNamed = (namespace: ObjectNamespace, name: string): ObjectStub => namespace.get(namespace.idFromName(name));
