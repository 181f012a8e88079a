import type { MiddlewareHandler } from 'hono';
import type { Surface } from '../config/surfaces';
import type { PipelineEnv } from './types';

/**
 * A pipeline step that serves some surfaces only: the others pass it by. Said where the step is
 * listed (src/pipeline.ts), so the step itself never asks what kind of answer it is in.
 */
export function servesOnly(surfaces: readonly Surface[], step: () => MiddlewareHandler<PipelineEnv>): () => MiddlewareHandler<PipelineEnv> {
  const factory = () => {
    const handler = step();
    return ((c, next) => (surfaces.includes(c.get('request').surface) ? handler(c, next) : next())) satisfies MiddlewareHandler<PipelineEnv>;
  };
  // Known by the step's name, as the README's and the log's lists of the pipeline name it.
  return Object.defineProperty(factory, 'name', { value: step.name });
}
