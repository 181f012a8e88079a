import type { Match, TeamRef } from '../competition/types';
import { regionalSlug, teamSlug, type PeopleLinkContext } from '../people/browser';

/** A favourite team as the browser keeps it: enough to highlight it and link to its page. */
export type FavouriteTeam = { id: string; name: string; slug: string; region: string };

/** What a team's star stores; the region only where the team has a regional page to link to. */
export function toFavouriteTeam(context: PeopleLinkContext, team: Pick<TeamRef, 'id' | 'name'>): FavouriteTeam {
  return { id: String(team.id), name: team.name, slug: teamSlug(team), region: regionalSlug(context) ?? '' };
}

/** A match's `data-fav` value: the ids of both sides, so either side's fans see it marked. */
export function matchFavouriteKeys(match: Pick<Match, 'homeTeamId' | 'awayTeamId' | 'homeTeam' | 'awayTeam'>): string | undefined {
  const ids = [match.homeTeamId ?? match.homeTeam?.id, match.awayTeamId ?? match.awayTeam?.id].filter((id) => id !== undefined);
  return ids.length > 0 ? ids.join(' ') : undefined;
}
