// The link to a match's own page, where the competition has match pages (section 5).
import type { LocaleCode } from '../../config/locales';
import { isPlaceholderTeamId } from '../competition/rules/season-quirks';
import { hasMatchPages } from '../competition/rules/match-pages';
import type { Match } from '../competition/types';
import { buildPath } from '../routing/build-path';
import { slugify } from '../text/slugify';

/** The match page's path, or undefined when there is none or a side is still to be decided. */
export function toMatchHref(match: Match, lang: LocaleCode, regionSlug: string, competitionId: number): string | undefined {
  const { homeTeam, awayTeam } = match;
  if (!hasMatchPages(competitionId) || !homeTeam || !awayTeam) return undefined;
  if (isPlaceholderTeamId(homeTeam.id) || isPlaceholderTeamId(awayTeam.id)) return undefined;
  return buildPath('match', lang, {
    region: regionSlug,
    matchId: String(match.id),
    homeTeam: slugify(homeTeam.name),
    awayTeam: slugify(awayTeam.name),
  });
}
