import type { AppEnv } from '../../env';
import { cmsApiFor } from '../cms';
import { competitionApiFor } from '../competition';
import { votesClientFor } from '../fan-votes';
import type { PageData } from './page-types';

/** The data clients of a request: one of each, so loads within the request are shared. */
export function createPageData(env: AppEnv, bindings: Record<string, unknown>): PageData {
  // The fans' votes only where the voter cookie can be signed (ADR 062).
  return { competition: competitionApiFor(env, bindings), cms: cmsApiFor(env), votes: env.VOTE_COOKIE_SECRET ? votesClientFor(bindings) : undefined };
}
