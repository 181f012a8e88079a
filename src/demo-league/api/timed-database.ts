import type { DemoDatabase, DemoStatement } from './database';

export type QueryTiming = { milliseconds: number; queries: number };

function timedStatement(statement: DemoStatement, timing: QueryTiming): DemoStatement {
  const measure = async <T>(run: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      return await run();
    } finally {
      timing.milliseconds += performance.now() - started;
      timing.queries += 1;
    }
  };
  return {
    bind: (...values) => timedStatement(statement.bind(...values), timing),
    all: () => measure(() => statement.all()),
    first: () => measure(() => statement.first()),
  } as DemoStatement;
}

/** The database with the time its queries take added up, for the answer's Server-Timing header. */
export function timeDatabase(db: DemoDatabase, timing: QueryTiming): DemoDatabase {
  return { prepare: (query) => timedStatement(db.prepare(query), timing) };
}

export function toServerTiming(timing: QueryTiming): string {
  return `d1;dur=${timing.milliseconds.toFixed(2)};desc="${timing.queries} queries"`;
}
