// schema.org SportsTeam for a team page: what a search engine reads about the club and its squad.
import type { Player, Staff, Team } from '../competition/types';
import { PRESIDENT_ROLE } from '../competition/rules/president';
import { fullName } from '../people';

export type SportsTeamInput = {
  team: Team;
  /** The page's own absolute address. */
  url: string;
  /** Where relative crest and player addresses are resolved. */
  origin: string;
  league: string;
  staffs: readonly Staff[];
  players: readonly Player[];
  playerPath: (player: Player) => string;
};

const person = (someone: { firstName: string; lastName: string }) => ({ '@type': 'Person', name: fullName(someone) });

export function buildSportsTeam({ team, url, origin, league, staffs, players, playerPath }: SportsTeamInput) {
  const coach = staffs.find((staff) => staff.role === 'coach');
  const president = staffs.find((staff) => staff.role === PRESIDENT_ROLE);
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsTeam',
    name: team.name,
    ...(team.completeName && team.completeName !== team.name ? { alternateName: team.completeName } : {}),
    url,
    sport: 'Football',
    ...(team.logoUrl ? { logo: new URL(team.logoUrl, origin).toString() } : {}),
    memberOf: { '@type': 'SportsOrganization', name: league },
    ...(coach ? { coach: person(coach) } : {}),
    ...(president ? { employee: [{ ...person(president), jobTitle: 'President' }] } : {}),
    athlete: players.map((player) => ({ ...person(player), url: new URL(playerPath(player), origin).toString() })),
  };
}
