/**
 * Section 8's "Unknown route middleware": routes name their checks as typed functions, so only a
 * table built outside the type system (plain JavaScript, a test) can name one that is not there.
 * Fails at start-up, never on a request.
 */
export function assertRouteChecks(routes: Readonly<Record<string, object>>): void {
  for (const route of Object.values(routes)) {
    const checks: unknown = 'checks' in route ? route.checks : [];
    for (const check of Array.isArray(checks) ? checks : [checks]) {
      if (typeof check !== 'function') throw new Error(`Unknown route middleware: ${String(check)}`);
    }
  }
}
