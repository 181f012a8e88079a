import type { AppEnv } from '../../env';
import { cmsApiFor } from '../cms';
import { competitionApiFor } from '../competition';
import type { PageData } from './page-types';

/** The data clients of a request: one of each, so loads within the request are shared. */
export function createPageData(env: AppEnv, bindings: Record<string, unknown>): PageData {
  return { competition: competitionApiFor(env, bindings), cms: cmsApiFor(env) };
}
