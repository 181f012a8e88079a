// Ids for every entity, unique across the whole database and handed out in generation order,
// so the same seed gives the same ids. Team ids skip the ones pinned by the plan.

export type IdAllocator = { next(): number };

export function createIdAllocator(reserved: Iterable<number> = [], start = 1): IdAllocator {
  const taken = new Set(reserved);
  let candidate = start;
  return {
    next() {
      while (taken.has(candidate)) candidate++;
      taken.add(candidate);
      return candidate++;
    },
  };
}

export type LeagueIds = {
  team: IdAllocator;
  player: IdAllocator;
  staff: IdAllocator;
  phase: IdAllocator;
  group: IdAllocator;
  turn: IdAllocator;
  match: IdAllocator;
  transfer: IdAllocator;
};

export function createLeagueIds(reservedTeamIds: Iterable<number>): LeagueIds {
  return {
    team: createIdAllocator(reservedTeamIds),
    player: createIdAllocator(),
    staff: createIdAllocator(),
    phase: createIdAllocator(),
    group: createIdAllocator(),
    turn: createIdAllocator(),
    match: createIdAllocator(),
    transfer: createIdAllocator(),
  };
}
