import type { AppEnv } from '../env';
import type { Resolution } from '../lib/routing/resolve-page';

/** The Hono context shared by the pipeline's middleware. */
export type PipelineEnv = {
  Bindings: Record<string, unknown>;
  Variables: {
    appEnv: AppEnv;
    language: string;
    /** What the route guard decided the path shows. */
    resolution: Resolution;
    /** The page renders without the data it is about (its upstream did not answer): never kept. */
    degraded: boolean;
  };
};
