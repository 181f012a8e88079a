import type { EdgeLimit } from '../config/edge-limits';

/** The one call of a Rate Limiting binding this Worker makes. */
type RateLimitBinding = { limit(options: { key: string }): Promise<{ success: boolean }> };

function bindingOf(bindings: Record<string, unknown> | undefined, limit: EdgeLimit): RateLimitBinding | undefined {
  const binding = bindings?.[limit.binding] as Partial<RateLimitBinding> | undefined;
  return typeof binding?.limit === 'function' ? (binding as RateLimitBinding) : undefined;
}

/**
 * Counts one more for `key` against a ceiling of `EDGE_LIMITS` (ADR 056) and says whether it is
 * still under it. A Worker without the binding (a unit test's app) or a binding that fails counts
 * nothing and lets the request through: the ceiling guards the bill, it is never why a fan's page breaks.
 */
export async function withinEdgeLimit(bindings: Record<string, unknown> | undefined, limit: EdgeLimit, key: string): Promise<boolean> {
  const binding = bindingOf(bindings, limit);
  if (!binding) return true;
  try {
    return (await binding.limit({ key })).success;
  } catch {
    return true;
  }
}
