type Vars = Record<string, unknown>;

/**
 * What `build` makes of a set of vars, made once per set: found by the vars object, which the
 * runtime hands every request of an isolate, and else by the values `keyOf` reads, for a caller
 * that builds its vars afresh.
 */
export function oncePerVars<T>(keyOf: (vars: Vars) => string, build: (vars: Vars) => T): (vars: Vars) => T {
  const byObject = new WeakMap<object, T>();
  const byValues = new Map<string, T>();
  return (vars) => {
    const known = byObject.get(vars);
    if (known !== undefined) return known;
    const key = keyOf(vars);
    let made = byValues.get(key);
    if (made === undefined) {
      made = build(vars);
      byValues.set(key, made);
    }
    byObject.set(vars, made);
    return made;
  };
}
