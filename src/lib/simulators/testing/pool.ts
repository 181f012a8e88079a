// A small season for the simulators' tests: two clubs and a pool built to order.
import type { PlayerRole } from '../../competition/types';
import type { PoolCategory, PoolPlayer, PoolTeam, SimulatorPool } from '../pool';

const OUTFIELD = { shooting: 70, passing: 70, defence: 70, physical: 70, duels: 70, skills: 70 };
const KEEPER = { diving: 70, handling: 70, reflexes: 70, anticipation: 70, goalkeeperPassing: 70 };

export function buildPoolPlayer(id: number, role: PlayerRole, overrides: Partial<PoolPlayer> = {}): PoolPlayer {
  const { ratings: given, ...rest } = overrides;
  const rating = given?.average ?? 70;
  const card = role === 'goalkeeper' ? KEEPER : OUTFIELD;
  return {
    id, firstName: `First${id}`, lastName: `Last${id}`, shortName: `F. Last${id}`, role, category: 'draft', teamId: 1,
    ratings: { ...Object.fromEntries(Object.keys(card).map((key) => [key, rating])), average: rating, ...given },
    ...rest,
  };
}

export const CLUBS: PoolTeam[] = [
  { id: 1, name: 'Atlético Centella', shortName: 'ACE', firstColor: '#e6007e', president: 'Diego Soler' },
  { id: 2, name: 'Búhos de Medianoche', shortName: 'BME', firstColor: '#0033a0' },
];

/** Per club: 2 goalkeepers, 4 defenders, 4 midfielders, 3 forwards; club 2's ids start at 101. */
export function buildPool(categories: Partial<Record<number, PoolCategory>> = {}): SimulatorPool {
  const roles: PlayerRole[] = [
    'goalkeeper', 'goalkeeper', 'defender', 'defender', 'defender', 'defender',
    'midfielder', 'midfielder', 'midfielder', 'midfielder', 'forward', 'forward', 'forward',
  ];
  const players = CLUBS.flatMap((club, c) =>
    roles.map((role, i) => {
      const id = c * 100 + i + 1;
      return buildPoolPlayer(id, role, { teamId: club.id, category: categories[id] ?? 'draft', ratings: { average: 60 + i + c * 10 } });
    }),
  );
  return { teams: CLUBS, players };
}
