// Fixtures: a single round robin by the circle method (11 turns of 6 matches for 12 teams, home
// and away alternating), and the playoff bracket's seeding.

export type Pairing = { home: number; away: number };

/** Every pair of teams meets once; turn t lists its matches. Team 0 of the list stays fixed. */
export function roundRobin(teamIds: readonly number[]): Pairing[][] {
  if (teamIds.length % 2 !== 0) throw new Error('round robin needs an even number of teams');
  const n = teamIds.length;
  const rotating = teamIds.slice(1);
  const turns: Pairing[][] = [];
  for (let turn = 0; turn < n - 1; turn++) {
    const circle = [teamIds[0]!, ...rotating];
    const matches: Pairing[] = [];
    for (let i = 0; i < n / 2; i++) {
      const a = circle[i]!;
      const b = circle[n - 1 - i]!;
      // Berger's rule: the fixed team alternates; the others host by table position, which
      // the rotation moves along, so everyone hosts five or six times, never three in a row.
      const aAtHome = i === 0 ? turn % 2 === 0 : i % 2 === 1;
      matches.push(aAtHome ? { home: a, away: b } : { home: b, away: a });
    }
    turns.push(matches);
    rotating.unshift(rotating.pop()!);
  }
  return turns;
}

/** Quarter-final pairings by seed (1 v 8, 4 v 5, 2 v 7, 3 v 6): the top seeds meet only in the final. */
export function quarterFinalSeeds(seeded: readonly number[]): Pairing[] {
  const at = (seed: number) => {
    const team = seeded[seed - 1];
    if (team === undefined) throw new Error(`no team seeded ${seed}`);
    return team;
  };
  return [[1, 8], [4, 5], [2, 7], [3, 6]].map(([h, a]) => ({ home: at(h!), away: at(a!) }));
}

/** Local kickoff times of a turn's matches, by how many it holds. */
export function kickoffTimes(matchCount: number): string[] {
  const first = matchCount >= 6 ? 16 : matchCount >= 4 ? 17 : matchCount === 2 ? 18 : 20;
  return Array.from({ length: matchCount }, (_, i) => `${String(first + i).padStart(2, '0')}:00`);
}
