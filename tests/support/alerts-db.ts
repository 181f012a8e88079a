/// <reference types="node" />
// The alerts database of a local server, read from the server's own state directory: the SQLite
// file wrangler keeps it in, opened as `wrangler d1 execute --local` opens it, without starting
// wrangler (a wrangler run costs seconds of CPU, more than a test's time limit on a busy machine;
// ADR 067). What the tests check reached D1.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { ROOT } from '../../scripts/lib/proc.mjs';

export type SubscriptionRow = { endpoint: string; team_id: number; lang: string; spoiler_free: number };

/** The local D1 databases of a state directory, one SQLite file each (miniflare's layout). */
const D1_FILES = path.join('v3', 'd1', 'miniflare-D1DatabaseObject');

/** The file of the state directory whose tables are the alerts database's. */
function alertsDbFile(persist: string): string {
  const dir = path.join(persist, D1_FILES);
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.sqlite') && file !== 'metadata.sqlite')) {
    const db = new DatabaseSync(path.join(dir, name), { readOnly: true });
    try {
      if (db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'push_subscriptions'").get()) return path.join(dir, name);
    } finally {
      db.close();
    }
  }
  throw new Error(`no alerts database in ${dir}`);
}

/** The rows a query answers, from the alerts database of the demo server at `base`. */
export async function queryAlertsDb<Row>(base: string, edition: 'kings' | 'queens', sql: string): Promise<Row[]> {
  const port = new URL(base).port;
  const persist = path.join(ROOT, '.wrangler', `state-${edition}-${port}`);
  const db = new DatabaseSync(alertsDbFile(persist), { readOnly: true });
  try {
    return db.prepare(sql).all().map((row) => ({ ...row }) as Row);
  } finally {
    db.close();
  }
}

export const subscriptionsIn = (base: string, edition: 'kings' | 'queens') =>
  queryAlertsDb<SubscriptionRow>(base, edition, 'SELECT endpoint, team_id, lang, spoiler_free FROM push_subscriptions ORDER BY endpoint');
