// Links from a match page: the match's own canonical path, its teams and its players.
import type { LocaleCode } from '../../config/locales';
import type { Match, PlayerRef, TeamRef } from '../competition/types';
import { buildPath } from '../routing/build-path';
import { slugify } from '../text/slugify';

/** The same slugs the route guard holds canonical (src/lib/page-checks/match-check.ts). */
export function matchPath(match: Pick<Match, 'id' | 'homeTeam' | 'awayTeam'>, region: string, lang: LocaleCode): string {
  return buildPath('match', lang, {
    region,
    matchId: String(match.id),
    homeTeam: slugify(match.homeTeam?.name ?? 'home'),
    awayTeam: slugify(match.awayTeam?.name ?? 'away'),
  });
}

export function teamPath(team: Pick<TeamRef, 'id' | 'name'>, region: string, lang: LocaleCode): string {
  return buildPath('regionTeam', lang, { region, team: String(team.id), teamName: slugify(team.name) });
}

export function playerPath(player: Pick<PlayerRef, 'id' | 'firstName' | 'lastName'>, region: string, lang: LocaleCode): string {
  return buildPath('regionPlayer', lang, { region, playerId: String(player.id), playerName: slugify(`${player.firstName} ${player.lastName}`) });
}
