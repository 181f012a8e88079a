// Who meets whom on each matchday of a single round robin, by the circle method: everyone meets
// everyone once, nobody plays twice on a matchday, and with an odd count one side rests each day.

/** Matchdays as pairs of indices into the team list. */
export function scheduleRoundRobin(teamCount: number): [number, number][][] {
  if (teamCount < 2) return [];
  const circle: (number | undefined)[] = Array.from({ length: teamCount }, (_, i) => i);
  if (teamCount % 2 === 1) circle.push(undefined);
  const size = circle.length;
  const matchdays: [number, number][][] = [];
  for (let day = 0; day < size - 1; day++) {
    const pairs: [number, number][] = [];
    for (let i = 0; i < size / 2; i++) {
      const [home, away] = [circle[i], circle[size - 1 - i]];
      if (home !== undefined && away !== undefined) pairs.push(day % 2 === 0 ? [home, away] : [away, home]);
    }
    matchdays.push(pairs);
    // The first place stays put; everyone else moves one place round.
    circle.splice(1, 0, circle.pop());
  }
  return matchdays;
}
