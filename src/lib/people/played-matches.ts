// The matches a player's team has played this season: the ones with a result or being played.
import type { LocaleCode } from '../../config/locales';
import type { CompetitionApi } from '../competition/api';
import type { Match } from '../competition/types';

/** Live and ended matches, newest first. */
export function pickPlayedMatches(matches: readonly Match[]): Match[] {
  return matches
    .filter((match) => match.displayStatus === 'live' || match.displayStatus === 'ended')
    .sort((a, b) => Date.parse(b.date) - Date.parse(a.date) || b.id - a.id);
}

export async function loadPlayedMatches(api: CompetitionApi, teamId: number, seasonId: number, lang: LocaleCode): Promise<Match[]> {
  return pickPlayedMatches(await api.getTeamSeasonMatches(teamId, seasonId, lang));
}
