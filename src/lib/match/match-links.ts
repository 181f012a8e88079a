// A match's own canonical path; team and player links are src/lib/people/people-paths.ts.
import type { LocaleCode } from '../../config/locales';
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
