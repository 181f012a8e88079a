/// <reference types="node" />
// For unit tests: the demo league seeded into an in-memory SQLite database opened by Node,
// behind the same interface the Worker's D1 binding offers.
import { readFileSync } from 'node:fs';
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SEED, generateDemoLeague, toSeedSql } from '../generator';
import type { DemoDatabase, DemoStatement } from './database';

const MIGRATION = fileURLToPath(new URL('../../../migrations/0001_demo_league.sql', import.meta.url));

function adapt(db: DatabaseSync): DemoDatabase {
  const statement = (sql: string, params: unknown[]): DemoStatement => ({
    bind: (...values) => statement(sql, values),
    all: async <T>() => ({ results: db.prepare(sql).all(...(params as SQLInputValue[])) as T[] }),
    first: async <T>() => (db.prepare(sql).get(...(params as SQLInputValue[])) as T | undefined) ?? null,
  });
  return { prepare: (sql) => statement(sql, []) };
}

let seeded: DemoDatabase | undefined;

/** True where Node has SQLite built in (Node 22.5+; the project's Node 24 has). */
export async function hasNodeSqlite(): Promise<boolean> {
  return import('node:sqlite').then(() => true, () => false);
}

/** The demo league of the default seed, generated once per test file. */
export async function openSeededDatabase(): Promise<DemoDatabase> {
  if (seeded) return seeded;
  const { DatabaseSync } = await import('node:sqlite');
  const db = new DatabaseSync(':memory:');
  db.exec('PRAGMA foreign_keys = ON;');
  db.exec(readFileSync(MIGRATION, 'utf8'));
  db.exec(toSeedSql(generateDemoLeague(DEFAULT_SEED)));
  seeded = adapt(db);
  return seeded;
}

/** A database whose every query fails, as an unreachable D1 would. */
export function brokenDatabase(): DemoDatabase {
  const fail = async (): Promise<never> => {
    throw new Error('D1_ERROR: network connection lost');
  };
  const statement: DemoStatement = { bind: () => statement, all: fail, first: fail };
  return { prepare: () => statement };
}
