// A match's own canonical path, and whether it has that page; team and player links are
// src/lib/people/people-paths.ts.
import type { LocaleCode } from '../../config/locales';
import { isPlaceholderTeamId } from '../competition/rules/season-quirks';
import { hasMatchPages } from '../competition/rules/match-pages';
import type { Match } from '../competition/types';
import { buildPath } from '../routing/build-path';
import { slugify } from '../text/slugify';

/** The same slugs the route guard holds canonical (src/lib/page/entities/match.ts). */
export function matchPath(match: Pick<Match, 'id' | 'homeTeam' | 'awayTeam'>, region: string, lang: LocaleCode): string {
  return buildPath('match', lang, {
    region,
    matchId: String(match.id),
    homeTeam: slugify(match.homeTeam?.name ?? 'home'),
    awayTeam: slugify(match.awayTeam?.name ?? 'away'),
  });
}

/** Whether a card links the match: its competition has match pages (section 5) and both sides are decided. */
export function hasMatchPage(match: Pick<Match, 'homeTeam' | 'awayTeam'>, competitionId: number): boolean {
  const { homeTeam, awayTeam } = match;
  if (!hasMatchPages(competitionId) || !homeTeam || !awayTeam) return false;
  return !isPlaceholderTeamId(homeTeam.id) && !isPlaceholderTeamId(awayTeam.id);
}
