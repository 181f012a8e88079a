import type { WorkerBindings } from '../bindings';
import type { RequestContext } from '../lib/request-context';

/** The Hono context shared by the pipeline's middleware. */
export type PipelineEnv = {
  /** What the runtime hands the Worker (src/bindings.ts); its vars parsed are `request.env`. */
  Bindings: WorkerBindings;
  Variables: {
    /** The request as the pipeline's first middleware resolved it; the route guard adds the entity. */
    request: RequestContext;
    /** The page renders without the data it is about (its upstream did not answer): never kept. */
    degraded: boolean;
    /** This answer's script nonce, made when first asked for (the security headers set it). */
    scriptNonce: () => string;
    /** The answer's HTML carries its nonce already (a page from the page cache). */
    nonceStamped: boolean;
  };
};
