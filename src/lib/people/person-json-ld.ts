// schema.org Person for a player page, so search engines read who the page is about.
import type { Player, Team } from '../competition/types';
import { fullName } from './person-name';

export type PersonInput = {
  player: Player;
  team?: Pick<Team, 'name' | 'logoUrl'>;
  /** The page's own absolute address. */
  url: string;
  /** The player's country, already named in the page's language. */
  nationality?: string;
  /** The role, in the page's language. */
  jobTitle: string;
};

export function buildPerson({ player, team, url, nationality, jobTitle }: PersonInput): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: fullName(player),
    givenName: player.firstName,
    familyName: player.lastName,
    url,
    jobTitle,
    ...(player.birthDate ? { birthDate: player.birthDate } : {}),
    ...(player.height ? { height: { '@type': 'QuantitativeValue', value: player.height, unitCode: 'CMT' } } : {}),
    ...(nationality ? { nationality: { '@type': 'Country', name: nationality } } : {}),
    ...(player.image?.startsWith('https://') ? { image: player.image } : {}),
    ...(team ? { memberOf: { '@type': 'SportsTeam', name: team.name } } : {}),
  };
}
