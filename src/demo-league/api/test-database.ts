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

// The API suites cannot run without SQLite; they fail with the reason rather than skip unseen.
async function importNodeSqlite(): Promise<typeof import('node:sqlite')> {
  try {
    return await import('node:sqlite');
  } catch (cause) {
    throw new Error(
      `The demo league's API tests need node:sqlite (Node 22.5 or later), but this is Node ${process.versions.node}. ` +
        'Run them with the Node the project ships (npx vitest, or node_modules/.bin/node).',
      { cause },
    );
  }
}

/** The demo league of the default seed, generated once per test file. */
export async function openSeededDatabase(): Promise<DemoDatabase> {
  if (seeded) return seeded;
  const { DatabaseSync } = await importNodeSqlite();
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
