// What a production Worker needs before it serves anyone: the league's upstreams. Plain checks,
// no zod, so the entry adds nothing to the bundle; src/env.ts checks the values' shapes later.

const DEMO_HINT = 'the demo league runs only as its own wrangler environment (--env kings-demo or queens-demo; npm start)';

function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string' || value.trim() === '') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value.trim()).protocol);
  } catch {
    return false;
  }
}

/** Each missing upstream, in words; empty when the Worker may start. */
export function missingUpstreams(vars: Readonly<Record<string, unknown>>): string[] {
  const missing: string[] = [];
  if (!isHttpUrl(vars.COMPETITION_API_URL)) {
    missing.push('COMPETITION_API_URL (the league data upstream) is not set to an http(s) URL');
  }
  if (vars.NEWS_CMS !== 'remote' && !isHttpUrl(vars.NEWS_CMS_URL)) {
    missing.push('the news CMS is not chosen: set NEWS_CMS = "remote" (each region\'s own CMS) or NEWS_CMS_URL');
  }
  return missing;
}

/** Throws one clear error naming every missing upstream. */
export function assertProductionUpstreams(vars: Readonly<Record<string, unknown>>): void {
  const missing = missingUpstreams(vars);
  if (missing.length === 0) return;
  throw new Error(`This production Worker cannot start: ${missing.join('; ')}. Set what is missing in the [vars] of its wrangler.toml environment; ${DEMO_HINT}.`);
}
