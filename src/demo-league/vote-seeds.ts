// The demo league's fans' votes on its past matches (ADR 062): believable counts, drawn from the
// match's id, so every server of the demo shows the same. Fans vote before kick-off, so the counts
// lean to the home side a little and to neither side by the result.
import { createRng } from './seeded-random';

/** "Who wins?" counts for the match `matchId`: a few hundred to three thousand votes. */
export function demoWinnerVotes(matchId: number): Record<'home' | 'away' | 'shootout', number> {
  const rng = createRng(0x5eed_0000 ^ matchId);
  const total = rng.int(300, 3_000);
  const home = 0.42 + (rng.next() - 0.5) * 0.3;
  const away = 0.36 + (rng.next() - 0.5) * 0.3;
  const shootout = 0.14 + rng.next() * 0.12;
  const sum = home + away + shootout;
  const homeVotes = Math.round((total * home) / sum);
  const awayVotes = Math.round((total * away) / sum);
  return { home: homeVotes, away: awayVotes, shootout: Math.max(0, total - homeVotes - awayVotes) };
}
