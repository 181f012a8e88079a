// Types for scripts/lib/server.mjs (imported by tests/support/*.ts).

export type Edition = 'kings' | 'queens';
/** `demo`: the built-in demo league; `production`: the Worker that deploys, reading its upstreams (ADR 028). */
export type League = 'demo' | 'production';

export interface StartedServer {
  /** Base URL without trailing slash, e.g. http://127.0.0.1:40123 */
  readonly url: string;
  readonly edition: Edition;
  /** pid (= process group id) of scripts/start.mjs */
  readonly pid: number;
  /** process group id of wrangler (and workerd), once known */
  readonly wranglerPgid: number | null;
  /**
   * Where the start's time went, in ms: before wrangler dev (a build when asked for, the state
   * directory, migrations) and from wrangler dev's start until the Worker answered.
   */
  readonly startup: { prepareMs: number; serveMs: number };
  /** Everything the server printed so far (bounded). */
  output(): string;
  /** Stop start.mjs and everything it started. */
  stop(): Promise<void>;
}

export interface StartServerOptions {
  edition: Edition;
  /** which Worker serves: start.mjs's LEAGUE (default demo) */
  league?: League;
  /** 0 or unset: a free port chosen by start.mjs */
  port?: number;
  /** false: pass --no-build (default true) */
  build?: boolean;
  /** wipe the per-instance state dir at start and stop (default true) */
  ephemeral?: boolean;
  /** also write the server's output to this file */
  logFile?: string;
  env?: Record<string, string>;
  /** how long to wait for readiness in ms (default 300000: seeding the demo league takes a minute on a busy machine) */
  timeoutMs?: number;
  /** the checkout to serve (default this one) */
  root?: string;
}

export function buildIfNeeded(options?: { logFile?: string }): Promise<string>;
export function startServer(options: StartServerOptions): Promise<StartedServer>;
/** A port on 127.0.0.1 free at the moment of asking (not reserved). */
export function freePort(host?: string): Promise<number>;
export function waitForHttp(url: string, timeoutMs?: number): Promise<number>;
