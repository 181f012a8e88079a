/// <reference types="node" />
import type { SQLInputValue } from 'node:sqlite';
import type { DurableObjectState } from '@cloudflare/workers-types';
import { describe, expect, it } from 'vitest';
import { VOTE_PATHS, type VoteAnswer, type VoteRequest } from '../lib/fan-votes/browser';
import { MatchVotes } from './match-votes';

/** A match's object over an in-memory SQLite opened by Node, as workerd keeps one: the parts of its state the object uses. */
async function objectStorage() {
  const { DatabaseSync } = await import('node:sqlite');
  const db = new DatabaseSync(':memory:');
  const storage = {
    alarm: null as number | null,
    writes: 0,
    sql: {
      exec(query: string, ...params: unknown[]) {
        const rows = db.prepare(query).all(...(params as SQLInputValue[])) as Record<string, unknown>[];
        const rowsWritten = /^\s*select/i.test(query) ? 0 : Number((db.prepare('SELECT changes() AS n').get() as { n: number }).n);
        storage.writes += rowsWritten;
        return { toArray: () => rows, one: () => rows[0], rowsWritten };
      },
    },
    transactionSync<T>(run: () => T): T {
      db.exec('SAVEPOINT vote');
      try {
        const result = run();
        db.exec('RELEASE vote');
        return result;
      } catch (error) {
        db.exec('ROLLBACK TO vote');
        throw error;
      }
    },
    getAlarm: async () => storage.alarm,
    setAlarm: async (at: number) => {
      storage.alarm = at;
    },
  };
  /** The object as the runtime starts it (again, after a restart) over the same storage. */
  const start = async () => {
    const blocked: Promise<unknown>[] = [];
    const ctx = { storage, waitUntil: () => undefined, blockConcurrencyWhile: (run: () => Promise<unknown>) => (blocked.push(run()), blocked.at(-1)) };
    const object = new MatchVotes(ctx as unknown as DurableObjectState);
    await Promise.all(blocked);
    return object;
  };
  return { storage, start };
}

const vote = async (object: MatchVotes, request: Omit<VoteRequest, 'question'>): Promise<VoteAnswer> =>
  (await object.fetch(new Request(`https://votes.internal${VOTE_PATHS.vote}`, { method: 'POST', body: JSON.stringify({ question: 'winner', ...request }) }))).json();

const DAY = 24 * 3600_000;

describe("a match's votes object", () => {
  it('counts a voter once, answers the first choice to a repeat, and keeps the counts over a restart', async () => {
    const { storage, start } = await objectStorage();
    const object = await start();
    expect(await vote(object, { option: 'home', voter: 'a', forgetAt: 40 * DAY })).toEqual({ counted: true, choice: 'home', tally: { home: 1 } });
    expect(await vote(object, { option: 'away', voter: 'b', forgetAt: 40 * DAY })).toEqual({ counted: true, choice: 'away', tally: { home: 1, away: 1 } });
    const writes = storage.writes;
    expect(await vote(object, { option: 'away', voter: 'a', forgetAt: 40 * DAY })).toEqual({ counted: false, choice: 'home', tally: { home: 1, away: 1 } });
    expect(storage.writes).toBe(writes);

    const restarted = await start();
    expect(await vote(restarted, { option: 'shootout', voter: 'a', forgetAt: 40 * DAY })).toMatchObject({ counted: false, choice: 'home' });
    expect(await vote(restarted, { option: 'home', voter: 'c', forgetAt: 40 * DAY })).toEqual({ counted: true, choice: 'home', tally: { home: 2, away: 1 } });
  });

  it("forgets its voters on the date the last vote gives: a match moved later keeps them until after its new date", async () => {
    const { storage, start } = await objectStorage();
    const object = await start();
    await vote(object, { option: 'home', voter: 'a', forgetAt: 40 * DAY });
    expect(storage.alarm).toBe(40 * DAY);
    // The league moved the match two months on: the voters of its still open vote are kept.
    await vote(object, { option: 'away', voter: 'b', forgetAt: 100 * DAY });
    expect(storage.alarm).toBe(100 * DAY);
    expect(await vote(await start(), { option: 'away', voter: 'c', forgetAt: 100 * DAY })).toMatchObject({ counted: true });
    expect(storage.alarm).toBe(100 * DAY);
  });
});
