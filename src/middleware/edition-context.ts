import type { MiddlewareHandler } from 'hono';
import { parseEnv } from '../env';
import type { PipelineEnv } from './types';

/** Parses the Worker's vars once and hands the edition and settings to the rest of the pipeline. */
export function editionContext(): MiddlewareHandler<PipelineEnv> {
  return async (c, next) => {
    c.set('appEnv', parseEnv(c.env));
    await next();
  };
}
