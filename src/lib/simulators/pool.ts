// The season's players and clubs as the simulators hand them to the browser: only what a pick,
// a rating or a row needs, so the page's payload stays small however long the pool is.
import type { Player, PlayerRatings, PlayerRole, Team } from '../competition/types';

/** The pool's categories; legends are not in a season's squads. */
export type PoolCategory = 'draft' | 'wildcard' | 'reserve';
export const POOL_CATEGORIES = ['draft', 'wildcard', 'reserve'] as const satisfies readonly PoolCategory[];

export type PoolPlayer = {
  id: number;
  firstName: string;
  lastName: string;
  /** The name on the shirt or the short name: what fits under a dot on the pitch. */
  shortName: string;
  role: PlayerRole;
  category: PoolCategory;
  teamId?: number;
  image?: string;
  ratings: PlayerRatings;
};

export type PoolTeam = {
  id: number;
  name: string;
  shortName: string;
  logoUrl?: string;
  firstColor?: string;
  secondColor?: string;
  /** The president's full name, when the league names one. */
  president?: string;
};

export type SimulatorPool = { teams: PoolTeam[]; players: PoolPlayer[] };

function toCategory(category: Player['category']): PoolCategory {
  return category === 'wildcard' || category === 'reserve' ? category : 'draft';
}

function toShortName(player: Pick<Player, 'firstName' | 'lastName' | 'shortName' | 'jerseyName'>): string {
  const jersey = player.jerseyName?.trim();
  // Shirts are printed in capitals; under a dot the name reads better as it is written.
  if (jersey && jersey.toLocaleUpperCase() !== jersey) return jersey;
  return player.shortName?.trim() || player.lastName || player.firstName;
}

export function toPoolPlayer(player: Player): PoolPlayer {
  return {
    id: player.id,
    firstName: player.firstName,
    lastName: player.lastName,
    shortName: toShortName(player),
    role: player.role,
    category: toCategory(player.category),
    ...(player.teamId !== undefined && { teamId: player.teamId }),
    ...(player.image && { image: player.image }),
    ratings: player.ratings,
  };
}

export function toPoolTeam(team: Team, president: string | undefined): PoolTeam {
  return {
    id: team.id,
    name: team.name,
    shortName: team.shortName,
    ...(team.logoUrl && { logoUrl: team.logoUrl }),
    ...(team.firstColor && { firstColor: team.firstColor }),
    ...(team.secondColor && { secondColor: team.secondColor }),
    ...(president && { president }),
  };
}

/** Strongest card first, then by name, so the pool reads like a draft board. */
export function sortPool(players: readonly PoolPlayer[], collator: Intl.Collator): PoolPlayer[] {
  return [...players].sort(
    (a, b) => (b.ratings.average ?? 0) - (a.ratings.average ?? 0) || collator.compare(a.lastName, b.lastName) || a.id - b.id,
  );
}
