// A match's counts as every reader sees them: the votes object's, and, in the demo league only,
// believable counts for a past match nobody voted on (seeded once into its object, so the page,
// the share card and the endpoint agree, and votes never go back).
import type { Match } from '../competition';
import { chosenDemoLeague } from '../chosen-demo-league';
import type { VotesClient } from './votes-client';
import type { TallyAnswer } from './votes-protocol';

export async function matchTallies(votes: VotesClient, match: Pick<Match, 'id' | 'displayStatus'>): Promise<TallyAnswer['tallies']> {
  const tallies = await votes.tallies(match.id);
  const seeded = chosenDemoLeague()?.winnerVotes;
  if (!seeded || match.displayStatus !== 'ended' || tallies.winner) return tallies;
  const winner = seeded(match.id);
  await votes.seed(match.id, { question: 'winner', tally: winner });
  return { ...tallies, winner };
}
