// The slice of D1's API the demo league uses. Structural, so the Worker's D1 binding fits it and
// unit tests can hand in an SQLite database opened by Node.

export type DemoStatement = {
  bind(...values: unknown[]): DemoStatement;
  all<T = Record<string, unknown>>(): Promise<{ results: T[] }>;
  first<T = Record<string, unknown>>(): Promise<T | null>;
};

export type DemoDatabase = {
  prepare(query: string): DemoStatement;
};

/** The Worker env the demo league reads: the D1 binding and the clock control switch. */
export type DemoBindings = {
  DB?: DemoDatabase;
  DEMO_CLOCK_CONTROL?: string;
};

export type DemoEnv = { Bindings: DemoBindings; Variables: { db: DemoDatabase } };

/** Thrown when the D1 binding is missing or failing: the API answers 503, never 500. */
export class DatabaseUnavailableError extends Error {}

export async function all<T>(db: DemoDatabase, sql: string, ...params: unknown[]): Promise<T[]> {
  const statement = params.length > 0 ? db.prepare(sql).bind(...params) : db.prepare(sql);
  return (await statement.all<T>()).results;
}

export async function first<T>(db: DemoDatabase, sql: string, ...params: unknown[]): Promise<T | null> {
  const statement = params.length > 0 ? db.prepare(sql).bind(...params) : db.prepare(sql);
  return statement.first<T>();
}

/** `?, ?, ?` for an IN list of `count` values. */
export function placeholders(count: number): string {
  return Array.from({ length: Math.max(1, count) }, () => '?').join(', ');
}
