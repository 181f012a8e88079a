// The slice of D1's API the demo league uses. Structural, so the Worker's D1 binding fits it and
// unit tests can hand in an SQLite database opened by Node.
import type { WorkerBindings } from '../../bindings';
import { parseEnv } from '../../env';

export type DemoStatement = {
  bind(...values: unknown[]): DemoStatement;
  all<T = Record<string, unknown>>(): Promise<{ results: T[] }>;
  first<T = Record<string, unknown>>(): Promise<T | null>;
};

export type DemoDatabase = {
  prepare(query: string): DemoStatement;
};

/** The Worker env the demo league reads: the Worker's own (src/bindings.ts) and the D1 binding. */
export type DemoBindings = WorkerBindings & { DB?: DemoDatabase };

export type DemoEnv = { Bindings: DemoBindings; Variables: { db: DemoDatabase } };

/** Whether this Worker lets the demo be driven over HTTP (DEMO_CLOCK_CONTROL=on, as src/env.ts parses it). */
export const demoControlled = (bindings: DemoBindings | undefined): boolean => parseEnv(bindings).DEMO_CLOCK_CONTROL;

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
