// The Worker's end of a match's votes object (MATCH_VOTES): the only place that calls it. One
// object per match, named by the match's id (each edition's Worker has its own namespace).
import { objectNamed, objectNamespace, type ObjectNamespace, type RateLimitBinding, type WorkerBindings } from '../../bindings';
import { matchVotesKey, votesUrl, VOTE_PATHS, type SeedRequest, type TallyAnswer, type VoteAnswer, type VoteRequest } from './votes-protocol';

export { matchVotesKey };

export type VotesClient = {
  vote(matchId: number, vote: VoteRequest): Promise<VoteAnswer>;
  tallies(matchId: number): Promise<TallyAnswer['tallies']>;
  seed(matchId: number, seed: SeedRequest): Promise<void>;
};


/**
 * The match's object could not answer: overloaded (its one thread has too many requests queued),
 * reset, or failing. A vote it refused this way may still have been counted, so a retry must carry
 * the same voter (which makes a repeat count nothing).
 */
export class VotesUnavailable extends Error {
  constructor(matchId: number, path: string, cause: unknown) {
    super(`votes of match ${matchId}${path}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'VotesUnavailable';
  }
}

async function post<T>(namespace: ObjectNamespace, matchId: number, path: string, body: unknown): Promise<T> {
  let response: Response;
  try {
    response = await objectNamed(namespace, matchVotesKey(matchId)).fetch(new Request(votesUrl(path), { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }));
  } catch (error) {
    throw new VotesUnavailable(matchId, path, error);
  }
  if (!response.ok) throw new VotesUnavailable(matchId, path, `answered ${response.status}`);
  return (await response.json()) as T;
}

/** The client over the Worker's binding; undefined where the Worker has none (no votes are drawn). */
export function votesClientFor(bindings: WorkerBindings): VotesClient | undefined {
  const bound = objectNamespace(bindings, 'MATCH_VOTES');
  if (!bound) return undefined;
  return {
    vote: (matchId, vote) => post<VoteAnswer>(bound, matchId, VOTE_PATHS.vote, vote),
    tallies: async (matchId) => (await post<TallyAnswer>(bound, matchId, VOTE_PATHS.tally, {})).tallies,
    seed: async (matchId, seed) => {
      await post(bound, matchId, VOTE_PATHS.seed, seed);
    },
  };
}

/** Cloudflare's Rate Limiting binding (VOTE_LIMITER): whether one more vote from `address` may go in. */
export async function addressMayVote(bindings: WorkerBindings, address: string): Promise<boolean> {
  const limiter: Partial<RateLimitBinding> | undefined = bindings.VOTE_LIMITER;
  // No binding (a unit test's app): nothing to bound by.
  if (typeof limiter?.limit !== 'function') return true;
  return (await limiter.limit({ key: address })).success;
}
