// A match's votes (issue 42, ADR 062): a Durable Object with SQLite storage, one per match, the one
// owner of its counts. Each vote is written before the Worker answers, in one transaction with
// the voter's hash, so a restart loses nothing and a second vote from the same browser counts
// nothing. It keeps only counts and hashed voter ids, and deletes the ids 30 days after the match
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

  constructor(private readonly ctx: DurableObjectState, private readonly env: WorkerBindings = {}) {
    ctx.storage.sql.exec(`CREATE TABLE IF NOT EXISTS tally (question TEXT NOT NULL, option TEXT NOT NULL, votes INTEGER NOT NULL, PRIMARY KEY (question, option))`);
    ctx.storage.sql.exec(`CREATE TABLE IF NOT EXISTS voters (question TEXT NOT NULL, voter TEXT NOT NULL, option TEXT NOT NULL, PRIMARY KEY (question, voter))`);
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

  private async vote({ question, option, voter, forgetAt, watcher }: VoteRequest): Promise<VoteAnswer> {
    const sql = this.ctx.storage.sql;
    const counted = this.ctx.storage.transactionSync(() => {
      const known = sql.exec('SELECT option FROM voters WHERE question = ? AND voter = ?', question, voter).toArray() as Row[];
      if (known.length > 0) return { counted: false, choice: String(known[0]!.option) };
      sql.exec('INSERT INTO voters (question, voter, option) VALUES (?, ?, ?)', question, voter, option);
      sql.exec('INSERT INTO tally (question, option, votes) VALUES (?, ?, 1) ON CONFLICT (question, option) DO UPDATE SET votes = votes + 1', question, option);
      return { counted: true, choice: option };
    });
    // The ids' deletion, set once (the match's date does not move the alarm back).
    if (counted.counted && (await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(forgetAt);
    if (counted.counted && watcher) {
      this.watcher = watcher;
      this.pushes.poke();
    }
    return { ...counted, tally: this.tallyOf(question) };
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
    const sql = this.ctx.storage.sql;
    return this.ctx.storage.transactionSync(() => {
      const any = sql.exec('SELECT 1 FROM tally WHERE question = ? LIMIT 1', question).toArray();
      if (any.length > 0) return { seeded: false };
      for (const [option, votes] of Object.entries(tally)) {
        if (votes > 0) sql.exec('INSERT INTO tally (question, option, votes) VALUES (?, ?, ?)', question, option, Math.floor(votes));
      }
      return { seeded: true };
    });
  }

  private tallyOf(question: Question): Record<string, number> {
    const rows = this.ctx.storage.sql.exec('SELECT option, votes FROM tally WHERE question = ?', question).toArray() as Row[];
    return Object.fromEntries(rows.map((row) => [String(row.option), Number(row.votes)]));
  }

  private tallies(): TallyAnswer['tallies'] {
    const tallies: TallyAnswer['tallies'] = {};
    for (const row of this.ctx.storage.sql.exec('SELECT question, option, votes FROM tally').toArray() as Row[]) {
      const question = row.question as Question;
      (tallies[question] ??= {} as Record<string, number>);
      (tallies[question] as Record<string, number>)[String(row.option)] = Number(row.votes);
    }
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
