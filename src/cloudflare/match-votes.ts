// A match's votes (issue 42, ADR 062): a Durable Object with SQLite storage, one per match, the one
// owner of its counts. Each vote is written before the Worker answers, with the voter's hash, so a
// restart loses nothing and a second vote from the same browser counts nothing; the counts are also
// kept in memory, so a vote reads none back. It keeps only counts and hashed voter ids, and deletes the ids 30 days after the match
// (its alarm). A plain class, like the live watcher: the runtime needs only the shape.
import type { DurableObjectState } from '@cloudflare/workers-types';
import { objectNamespace, type WorkerBindings } from '../bindings';
import { FAN_VOTES } from '../config/fan-votes';
import {
  createPushThrottle, VOTE_PATHS, type Question, type SeedRequest, type TallyAnswer, type VoteAnswer, type VoteRequest,
} from '../lib/fan-votes/browser';
import type { LiveVotesMessage } from '../lib/live-push/protocol';
import { RELAY_PATHS } from '../lib/live-push/relay-protocol';
import { postJson } from './object-namespace';

type Row = Record<string, string | number | null>;

export class MatchVotes {
  /** The match's live watcher, as the last vote named it: the counts go there for open pages (ADR 052). */
  private watcher?: string;
  /** At most one push every 5 s, whatever the crowd: the last vote of a burst is in the next one. */
  private readonly pushes = createPushThrottle(FAN_VOTES.pushIntervalMs, () => {
    this.ctx.waitUntil(this.tellWatcher());
  });
  /**
   * Every question's counts, read from storage once when the object starts and then kept in step
   * with each write: a vote reads no count back, and answers from here.
   */
  private readonly counts: Map<Question, Map<string, number>>;
  /** When the voters are to be forgotten (the alarm), read once; a vote changes it only when the match's date has moved. */
  private forgetAt: number | null = null;

  constructor(private readonly ctx: DurableObjectState, private readonly env: WorkerBindings = {}) {
    ctx.storage.sql.exec(`CREATE TABLE IF NOT EXISTS tally (question TEXT NOT NULL, option TEXT NOT NULL, votes INTEGER NOT NULL, PRIMARY KEY (question, option))`);
    ctx.storage.sql.exec(`CREATE TABLE IF NOT EXISTS voters (question TEXT NOT NULL, voter TEXT NOT NULL, option TEXT NOT NULL, PRIMARY KEY (question, voter))`);
    this.counts = new Map();
    for (const row of ctx.storage.sql.exec('SELECT question, option, votes FROM tally').toArray() as Row[]) this.countsOf(row.question as Question).set(String(row.option), Number(row.votes));
    void ctx.blockConcurrencyWhile(async () => {
      this.forgetAt = await ctx.storage.getAlarm();
    });
  }

  async fetch(request: Request): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (request.method !== 'POST') return new Response('Method not allowed', { status: 405 });
    if (pathname === VOTE_PATHS.vote) return Response.json(await this.vote((await request.json()) as VoteRequest));
    if (pathname === VOTE_PATHS.tally) return Response.json({ tallies: this.tallies() } satisfies TallyAnswer);
    if (pathname === VOTE_PATHS.seed) return Response.json(this.seed((await request.json()) as SeedRequest));
    return new Response('Not found', { status: 404 });
  }

  /** The voters' hashes go; the counts stay for the page and the share card. */
  async alarm(): Promise<void> {
    this.ctx.storage.sql.exec('DELETE FROM voters');
  }

  /**
   * One vote: two writes in one transaction, which the runtime has stored before the answer leaves
   * (its output gate), and no read of the counts. The voter's row is the proof it has voted:
   * inserted, the vote counts; already there, it counts nothing and answers the first choice.
   */
  private async vote({ question, option, voter, forgetAt, watcher }: VoteRequest): Promise<VoteAnswer> {
    const sql = this.ctx.storage.sql;
    const inserted = this.ctx.storage.transactionSync(() => {
      if (sql.exec('INSERT INTO voters (question, voter, option) VALUES (?, ?, ?) ON CONFLICT DO NOTHING', question, voter, option).rowsWritten === 0) return false;
      sql.exec('INSERT INTO tally (question, option, votes) VALUES (?, ?, 1) ON CONFLICT (question, option) DO UPDATE SET votes = votes + 1', question, option);
      return true;
    });
    if (!inserted) {
      const first = sql.exec('SELECT option FROM voters WHERE question = ? AND voter = ?', question, voter).one() as Row;
      return { counted: false, choice: String(first.option), tally: this.tallyOf(question) };
    }
    const counts = this.countsOf(question);
    counts.set(option, (counts.get(option) ?? 0) + 1);
    // The voters' deletion follows the league's date as each vote gives it: a match moved later
    // keeps its voters until 30 days after its new date, so its vote never forgets who has voted
    // while it is still open (ADR 062).
    if (forgetAt !== this.forgetAt) {
      this.forgetAt = forgetAt;
      await this.ctx.storage.setAlarm(forgetAt);
    }
    if (watcher) {
      this.watcher = watcher;
      this.pushes.poke();
    }
    return { counted: true, choice: option, tally: this.tallyOf(question) };
  }

  /**
   * Every question's counts to the match's watcher, which sends them on to its pages and relays
   * while the match has any (an idle watcher keeps them). A push that fails is not retried: the
   * next vote's push carries the counts as they are then.
   */
  private async tellWatcher(): Promise<void> {
    const namespace = objectNamespace(this.env, 'LIVE_MATCH');
    if (!namespace || !this.watcher) return;
    const tallies = this.tallies();
    const seq = Object.values(tallies).reduce((sum, tally) => sum + Object.values(tally ?? {}).reduce((votes, count) => votes + count, 0), 0);
    await postJson(namespace, this.watcher, RELAY_PATHS.votes, { type: 'votes', seq, tallies } satisfies LiveVotesMessage).catch(() => undefined);
  }

  private seed({ question, tally }: SeedRequest): { seeded: boolean } {
    if (this.counts.has(question)) return { seeded: false };
    const sql = this.ctx.storage.sql;
    const counts = this.countsOf(question);
    for (const [option, votes] of Object.entries(tally)) {
      if (votes <= 0) continue;
      sql.exec('INSERT INTO tally (question, option, votes) VALUES (?, ?, ?)', question, option, Math.floor(votes));
      counts.set(option, Math.floor(votes));
    }
    return { seeded: true };
  }

  private countsOf(question: Question): Map<string, number> {
    let counts = this.counts.get(question);
    if (!counts) this.counts.set(question, (counts = new Map()));
    return counts;
  }

  private tallyOf(question: Question): Record<string, number> {
    return Object.fromEntries(this.counts.get(question) ?? []);
  }

  private tallies(): TallyAnswer['tallies'] {
    const tallies: TallyAnswer['tallies'] = {};
    for (const [question, counts] of this.counts) if (counts.size > 0) tallies[question] = Object.fromEntries(counts);
    return tallies;
  }
}

/** The class the Worker's entries export as MatchVotesObject (MATCH_VOTES in wrangler.toml). */
export function defineMatchVotes() {
  return class MatchVotesObject extends MatchVotes {
    constructor(ctx: DurableObjectState, env: WorkerBindings) {
      super(ctx, env);
    }
  };
}
