import { Hono, type MiddlewareHandler } from 'hono';
import { DEMO_LEAGUE_PREFIXES } from '../../config/api-paths';
import { chosenDemoLeague, type DemoLeague } from '../../lib/chosen-demo-league';
import type { PipelineEnv } from '../../middleware/types';

type FetchHandler = DemoLeague['league'];

export type DemoLeagueApiOptions = {
  /** Paths the demo league answers: each prefix and everything below it. */
  prefixes?: readonly string[];
  /** The app answering them, asked at each request; the chosen demo league's API by default. */
  app?: () => FetchHandler | undefined;
};

function hasUpstream(env: unknown): boolean {
  const value = env && typeof env === 'object' ? (env as Record<string, unknown>).COMPETITION_API_URL : undefined;
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * Without a configured upstream (COMPETITION_API_URL unset or empty), a Worker that serves the
 * demo league answers the competition API itself from D1; with one, or in a production Worker
 * (no demo chosen), these paths go on (below /api/, to the endpoints' 404).
 */
export function demoLeagueApi(options: DemoLeagueApiOptions = {}) {
  const prefixes = options.prefixes ?? DEMO_LEAGUE_PREFIXES;
  if (prefixes.length === 0) throw new Error('demoLeagueApi needs at least one prefix');
  for (const prefix of prefixes) {
    if (!prefix.startsWith('/api/') || prefix.endsWith('/')) throw new Error(`demoLeagueApi prefix must start with /api/ and not end with /: ${prefix}`);
  }
  const appFor = options.app ?? (() => chosenDemoLeague()?.league);

  const answer: MiddlewareHandler<PipelineEnv> = async (c, next) => {
    const app = hasUpstream(c.env) ? undefined : appFor();
    if (!app) return next();
    let executionCtx: unknown;
    try {
      executionCtx = c.executionCtx;
    } catch {
      // Outside a Worker (unit tests) there is no execution context; the demo league needs none.
    }
    c.res = await app.fetch(c.req.raw, c.env, executionCtx as never);
  };
  // `/prefix/*` is the prefix itself and everything below it.
  const routes = new Hono<PipelineEnv>();
  for (const prefix of prefixes) routes.all(`${prefix}/*`, answer);
  return routes;
}
