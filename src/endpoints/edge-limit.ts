import type { RateLimitBinding, WorkerBindings } from '../bindings';
import type { EdgeLimit } from '../config/edge-limits';

function bindingOf(bindings: WorkerBindings | undefined, limit: EdgeLimit): RateLimitBinding | undefined {
  const binding: Partial<RateLimitBinding> | undefined = bindings?.[limit.binding];
  return typeof binding?.limit === 'function' ? (binding as RateLimitBinding) : undefined;
}

/**
 * Counts one more for `key` against a ceiling of `EDGE_LIMITS` (ADR 056) and says whether it is
 * still under it. A Worker without the binding (a unit test's app) or a binding that fails counts
 * nothing and lets the request through: the ceiling guards the bill, it is never why a fan's page breaks.
 */
export async function withinEdgeLimit(bindings: WorkerBindings | undefined, limit: EdgeLimit, key: string): Promise<boolean> {
  const binding = bindingOf(bindings, limit);
  if (!binding) return true;
  try {
    return (await binding.limit({ key })).success;
  } catch {
    return true;
  }
}
