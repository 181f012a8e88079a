// The transfer window after a draft: swaps between teams, reserves on loan, and a wildcard
// released for a free agent. Every move keeps each squad at fourteen with its goalkeepers.
import type { IdAllocator } from './ids';
import type { Rng } from '../seeded-random';
import type { SquadPlayer } from './squads';
import type { Transfer } from './types';

export type Roster = { player: SquadPlayer; category: SquadPlayer['category'] };

export function runTransferWindow(
  seasonId: number,
  rosters: Map<number, Roster[]>,
  freeAgents: SquadPlayer[],
  firstDayOffset: number,
  ids: IdAllocator,
  rng: Rng,
): Transfer[] {
  const transfers: Transfer[] = [];
  const teamIds = [...rosters.keys()];
  const record = (playerId: number, fromTeamId: number | null, toTeamId: number | null, type: Transfer['type'], day: number) =>
    transfers.push({ id: ids.next(), seasonId, playerId, fromTeamId, toTeamId, type, dayOffset: firstDayOffset + day });
  const move = (from: number, to: number, entry: Roster) => {
    const list = rosters.get(from)!;
    list.splice(list.indexOf(entry), 1);
    rosters.get(to)!.push(entry);
  };

  const exchange = (type: 'swap' | 'loan', day: number, fits: (entry: Roster) => boolean) => {
    const [a, b] = rng.shuffle(teamIds) as [number, number];
    const fromA = rng.shuffle(rosters.get(a)!.filter(fits))[0];
    const fromB = fromA && rng.shuffle(rosters.get(b)!.filter((e) => fits(e) && e.player.role === fromA.player.role))[0];
    if (!fromA || !fromB) return;
    move(a, b, fromA);
    move(b, a, fromB);
    record(fromA.player.id, a, b, type, day);
    record(fromB.player.id, b, a, type, day);
  };

  exchange('swap', 1, (e) => e.category === 'draft' && e.player.role !== 'goalkeeper');
  exchange('swap', 3, (e) => e.category === 'draft' && e.player.role !== 'goalkeeper');
  exchange('loan', 5, (e) => e.category === 'reserve' && e.player.role !== 'goalkeeper');

  const agent = freeAgents.shift();
  const club = rng.pick(teamIds);
  const released = rosters.get(club)!.find((e) => e.category === 'wildcard');
  if (agent && released) {
    const list = rosters.get(club)!;
    list.splice(list.indexOf(released), 1, { player: agent, category: 'wildcard' });
    record(released.player.id, club, null, 'release', 6);
    record(agent.id, null, club, 'signing', 7);
  }
  return transfers;
}
