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


async function post<T>(namespace: ObjectNamespace, matchId: number, path: string, body: unknown): Promise<T> {
  const response = await objectNamed(namespace, matchVotesKey(matchId)).fetch(new Request(votesUrl(path), { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }));
  if (!response.ok) throw new Error(`votes of match ${matchId}${path} answered ${response.status}`);
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
