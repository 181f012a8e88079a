// Between the Worker and a match's votes object (src/cloudflare/match-votes.ts): what each asks and
// answers, on paths no page can reach. Types only, and the names both ends share.
import type { Tally } from './shares';

/** The questions a match asks: "who wins?" before kick-off, the fans' MVP after full time. */
export type Question = 'winner' | 'mvp';

/** A vote: the voter already hashed with the match; `forgetAt` when the object deletes its voters. */
export type VoteRequest = {
  question: Question; option: string; voter: string; forgetAt: number;
  /** The match's live watcher (`{region}:{id}`, ADR 052): where the object sends its counts for open pages. */
  watcher?: string;
};
/** Counted, or not (the voter had voted: `choice` is their first vote), and the counts after it. */
export type VoteAnswer = { counted: boolean; choice: string; tally: Tally };

/** Every question's counts. */
export type TallyAnswer = { tallies: Partial<Record<Question, Tally>> };

/** Counts for a question that has none yet (the demo league's past matches); ignored once it has any. */
export type SeedRequest = { question: Question; tally: Tally };

/** The demo's hook (DEMO_CLOCK_CONTROL): when the voters are to be forgotten, and how many are kept before and after the alarm runs now. */
export type ForgetAnswer = { forgetAt: number | null; votersBefore: number; votersAfter: number };

export const VOTE_PATHS = { vote: '/votes/vote', tally: '/votes/tally', seed: '/votes/seed', forget: '/votes/forget' } as const;

/** The name a match's object has, and the key its voters are hashed with. */
export const matchVotesKey = (matchId: number) => `match:${matchId}`;

export const votesUrl = (path: string) => `https://votes.internal${path}`;
