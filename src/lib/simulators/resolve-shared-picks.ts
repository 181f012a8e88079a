// A decoded link names players by id only; these find them in the region's pool and drop the
// ones it lacks (a player who left, or one of the other edition's) so the page can say so.

type Identified = { id: number };

export function resolveSharedPicks<T extends Identified>(
  decoded: { picks: readonly number[] }, pool: readonly T[],
): { picks: T[]; unknownIds: number[] } {
  const byId = new Map(pool.map((player) => [player.id, player]));
  const picks: T[] = [];
  const unknownIds: number[] = [];
  for (const id of decoded.picks) {
    const player = byId.get(id);
    if (player) picks.push(player);
    else unknownIds.push(id);
  }
  return { picks, unknownIds };
}

/** The same for a placed seven and its bench: an unknown player leaves their slot vacant. */
export function resolveSharedLineup<T extends Identified>(
  decoded: { slots: readonly (number | null)[]; bench: readonly number[] }, pool: readonly T[],
): { slots: (T | null)[]; bench: T[]; unknownIds: number[] } {
  const byId = new Map(pool.map((player) => [player.id, player]));
  const unknownIds: number[] = [];
  const find = (id: number) => {
    const player = byId.get(id);
    if (!player) unknownIds.push(id);
    return player ?? null;
  };
  const slots = decoded.slots.map((id) => (id === null ? null : find(id)));
  const bench = decoded.bench.map(find).filter((player) => player !== null);
  return { slots, bench, unknownIds };
}
