import type { EditionId } from '../../config/editions';
import { isExcluded } from '../../config/exclusions';
import type { LocaleCode } from '../../config/locales';
import type { Region } from '../../config/regions';
import { buildPath } from '../../lib/routing/build-path';
import { slugify } from '../../lib/text/slugify';

/**
 * A team's page: the region's own team page where the region has team pages, else the league-wide
 * one (king-of-kings has no team section, so its tables must not link into a 404).
 */
export function teamPagePath(lang: LocaleCode, edition: EditionId, region: Region, team: { id: number; name: string }): string {
  const params = { team: String(team.id), teamName: slugify(team.name) };
  return isExcluded('teams', edition, region.slug)
    ? buildPath('team', lang, params)
    : buildPath('regionTeam', lang, { region: region.slug, ...params });
}
