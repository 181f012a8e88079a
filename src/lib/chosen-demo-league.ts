// The built-in demo league, when the Worker entry chose it (src/cloudflare/demo-entry.ts). The
// production entry never does, so the production bundle holds no demo code and nothing here can
// serve it. The entry is bundled apart from the app, hence one slot on the global object that
// both copies of this module read.

type FetchHandler = { fetch(request: Request, env?: unknown, executionCtx?: never): Response | Promise<Response> };

export type DemoLeague = {
  /** The competition API of section 7 and the demo's extensions, from D1. */
  league: FetchHandler;
  /** The demo CMS: one WordPress REST root per edition and region. */
  cms: FetchHandler;
  /** Believable "who wins?" counts for a past match, by its id (ADR 062). */
  winnerVotes?: (matchId: number) => Readonly<Record<string, number>>;
};

const SLOT = Symbol.for('kings-league.demo-league');
const registry = globalThis as typeof globalThis & { [SLOT]?: DemoLeague };

/** Called once by the demo entry, before any request. */
export function provideDemoLeague(demo: DemoLeague): void {
  registry[SLOT] = demo;
}

/** The demo league when this Worker was built to serve it; undefined in production. */
export function chosenDemoLeague(): DemoLeague | undefined {
  return registry[SLOT];
}

/** A fetcher standing in for an upstream nobody configured: every call fails with the reason. */
export async function unconfiguredUpstream(name: string): Promise<never> {
  throw new Error(`${name} has no upstream configured and this Worker does not serve the demo league`);
}
