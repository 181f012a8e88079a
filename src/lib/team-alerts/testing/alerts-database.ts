/// <reference types="node" />
// For unit tests: the alerts database as the migrations make it (migrations/alerts), in an
// in-memory SQLite opened by Node, behind the parts of D1's interface the alerts use. A batch is
// one transaction, as D1's: a statement that throws rolls back the ones before it.
import { readdirSync, readFileSync } from 'node:fs';
import type { SQLInputValue } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import type { D1Database } from '@cloudflare/workers-types';

const MIGRATIONS = fileURLToPath(new URL('../../../../migrations/alerts/', import.meta.url));

export async function openAlertsDatabase(): Promise<D1Database & { statements: string[] }> {
  const { DatabaseSync } = await import('node:sqlite');
  const db = new DatabaseSync(':memory:');
  for (const file of readdirSync(MIGRATIONS).filter((name) => name.endsWith('.sql')).sort()) db.exec(readFileSync(`${MIGRATIONS}${file}`, 'utf8'));
  const statements: string[] = [];
  const statement = (sql: string, params: unknown[]) => ({
    bind: (...values: unknown[]) => statement(sql, values),
    all: async () => {
      statements.push(sql);
      return { results: db.prepare(sql).all(...(params as SQLInputValue[])) };
    },
    first: async () => {
      statements.push(sql);
      return db.prepare(sql).get(...(params as SQLInputValue[])) ?? null;
    },
    run: async () => {
      statements.push(sql);
      const { changes } = db.prepare(sql).run(...(params as SQLInputValue[]));
      return { meta: { changes: Number(changes) } };
    },
    /** As a batch runs it: the rows it answers (RETURNING too) and the rows it changed. */
    inBatch: () => {
      statements.push(sql);
      const results = db.prepare(sql).all(...(params as SQLInputValue[]));
      const { changes } = db.prepare('SELECT changes() AS changes').get() as { changes: number };
      return { results, meta: { changes: Number(changes) } };
    },
  });
  type Batched = { inBatch(): unknown };
  return {
    statements,
    prepare: (sql: string) => statement(sql, []),
    batch: async (list: Batched[]) => {
      db.exec('BEGIN');
      try {
        const results = list.map((item) => item.inBatch());
        db.exec('COMMIT');
        return results;
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      }
    },
  } as unknown as D1Database & { statements: string[] };
}
