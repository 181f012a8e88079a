/// <reference types="node" />
// Migration 0003 (ADR 058) on a database that already has subscriptions and delivery records:
// each subscription keeps its rowid as its id, so the records still name the same subscriptions.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MIGRATIONS = fileURLToPath(new URL('../../../migrations/alerts/', import.meta.url));
const migrations = readdirSync(MIGRATIONS).filter((name) => name.endsWith('.sql')).sort();

describe('migration 0003', () => {
  it('gives push_subscriptions an INTEGER PRIMARY KEY that is each row’s rowid, and the delivery records keep their subscriptions', async () => {
    const { DatabaseSync } = await import('node:sqlite');
    const db = new DatabaseSync(':memory:');
    const [keyed, ...before] = [migrations.find((name) => name.startsWith('0003'))!, ...migrations.filter((name) => name < '0003')];
    for (const file of before) db.exec(readFileSync(`${MIGRATIONS}${file}`, 'utf8'));
    const insert = db.prepare("INSERT INTO push_subscriptions (edition, endpoint, team_id, p256dh, auth, lang, spoiler_free, created_at) VALUES ('kings', ?, 7, 'p', 'a', 'en', 0, 0)");
    for (let i = 0; i < 6; i++) insert.run(`https://fcm.googleapis.com/fcm/send/${i}`);
    // A gap in the rowids, and records for two subscriptions.
    db.exec("DELETE FROM push_subscriptions WHERE endpoint LIKE '%/2'");
    db.exec("INSERT INTO sent_alert_events (edition, match_id, event_key, sent_at) VALUES ('kings', 501, 'goal:1-0', 0)");
    const rowids = db.prepare('SELECT rowid AS id, endpoint FROM push_subscriptions ORDER BY rowid').all();
    db.exec('INSERT INTO alert_deliveries (event_id, subscription_id) VALUES (1, 4), (1, 6)');

    db.exec(readFileSync(`${MIGRATIONS}${keyed}`, 'utf8'));
    expect(db.prepare('SELECT id, endpoint FROM push_subscriptions ORDER BY id').all()).toEqual(rowids);
    const told = db.prepare('SELECT s.endpoint, d.outcome FROM alert_deliveries AS d JOIN push_subscriptions AS s ON s.id = d.subscription_id ORDER BY s.id').all();
    expect(told).toEqual([
      { endpoint: 'https://fcm.googleapis.com/fcm/send/3', outcome: 'told' },
      { endpoint: 'https://fcm.googleapis.com/fcm/send/5', outcome: 'told' },
    ]);
    // A new subscription never takes the id of one deleted (AUTOINCREMENT), which a record may still name.
    db.exec("DELETE FROM push_subscriptions WHERE endpoint LIKE '%/5'");
    insert.run('https://fcm.googleapis.com/fcm/send/new');
    expect(db.prepare("SELECT id FROM push_subscriptions WHERE endpoint LIKE '%/new'").get()).toEqual({ id: 7 });
    expect(db.prepare("SELECT sql FROM sqlite_master WHERE name = 'push_subscriptions'").get()).toMatchObject({ sql: expect.stringContaining('id INTEGER PRIMARY KEY') });
  });
});
