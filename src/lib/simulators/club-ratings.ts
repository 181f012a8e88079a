// The region's real clubs as the simulators measure them: each by its own squad's best seven, the
// way a visitor's squad is measured, so the comparison and the simulated season are fair.
import type { LineRatings } from './ratings';
import { DEFAULT_LINE_RATINGS, rateSquad } from './ratings';
import type { SimulatorPool } from './pool';

export type ClubRatings = { teamId: number; ratings: LineRatings };

export function rateClubs({ teams, players }: SimulatorPool): ClubRatings[] {
  return teams.map((team) => {
    const squad = players.filter((player) => player.teamId === team.id);
    return { teamId: team.id, ratings: squad.length > 0 ? rateSquad(squad) : DEFAULT_LINE_RATINGS };
  });
}

/** Each line's mean over the clubs, for a visitor who founds a club of their own. */
export function averageRatings(clubs: readonly ClubRatings[]): LineRatings {
  if (clubs.length === 0) return DEFAULT_LINE_RATINGS;
  const mean = (key: keyof LineRatings) => Math.round(clubs.reduce((sum, club) => sum + club.ratings[key], 0) / clubs.length);
  return { goalkeeper: mean('goalkeeper'), defence: mean('defence'), midfield: mean('midfield'), attack: mean('attack'), overall: mean('overall') };
}
