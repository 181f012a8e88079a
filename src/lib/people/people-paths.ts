// Links to team and player pages, the only place their slugs are made: the route guard holds the
// same slugs canonical, so a link never lands on a redirect.
import type { EditionId } from '../../config/editions';
import { isExcluded } from '../../config/exclusions';
import type { LocaleCode } from '../../config/locales';
import type { Region } from '../../config/regions';
import type { PlayerRef, TeamRef } from '../competition/types';
import { buildPath } from '../routing/build-path';
import { slugify } from '../text/slugify';
import { fullName } from './person-name';

export type PeopleLinkContext = { lang: LocaleCode; edition: EditionId; region?: Region };

export const teamSlug = (team: Pick<TeamRef, 'name'>) => slugify(team.name);
export const playerSlug = (player: Pick<PlayerRef, 'firstName' | 'lastName'>) => slugify(fullName(player));

/** The region's slug where it has team and player pages of its own (section 5's teams exclusion). */
export function regionalSlug({ edition, region }: PeopleLinkContext): string | undefined {
  return region && !isExcluded('teams', edition, region.slug) ? region.slug : undefined;
}

/**
 * A team's page: the region's own where the region has team pages, else the league-wide one
 * (king-of-kings-nations has no team section, so its links must not lead into a 404).
 */
export function teamPagePath(context: PeopleLinkContext, team: Pick<TeamRef, 'id' | 'name'>): string {
  const params = { team: String(team.id), teamName: teamSlug(team) };
  const region = regionalSlug(context);
  return region ? buildPath('regionTeam', context.lang, { region, ...params })
    : buildPath('team', context.lang, params);
}

/** A player's page, regional where the region has one, as teamPagePath. */
export function playerPagePath(context: PeopleLinkContext, player: Pick<PlayerRef, 'id' | 'firstName' | 'lastName'>): string {
  const params = { playerId: String(player.id), playerName: playerSlug(player) };
  const region = regionalSlug(context);
  return region ? buildPath('regionPlayer', context.lang, { region, ...params })
    : buildPath('player', context.lang, params);
}
