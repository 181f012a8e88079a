import type { AppEnv } from '../../env';
import type { RouteCheckContext } from '../routing/route-checks';

export type DataCheckContext = RouteCheckContext & { env: AppEnv; bindings: Record<string, unknown> };

/** `true` lets the page through; a failure gives its status and message; a redirect its path. */
export type DataCheckResult = true | { status?: number; message?: string } | { redirect: string };

/** A route check that needs league data, run by the route guard before anything renders. */
export type DataCheck = (context: DataCheckContext) => Promise<DataCheckResult>;
