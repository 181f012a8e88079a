// The matches of each kind of feed, each with the region whose match page it links to.
import type { Edition } from '../../config/editions';
import { isExcluded } from '../../config/exclusions';
import type { LocaleCode } from '../../config/locales';
import { getRegions, type Region } from '../../config/regions';
import type { CompetitionApi } from '../competition/api';
import type { FoundMatch } from '../competition/find-match';
import { loadCurrentSeasonTurns } from '../competition/load-current-season';
import { hasMatchPages } from '../competition/rules/match-pages';
import type { Match, Season, Team } from '../competition/types';
import { loadTeamPage } from '../teams';

export type FeedSubject =
  | { kind: 'edition' }
  | { kind: 'region'; region: Region }
  | { kind: 'team'; team: Team; region?: Region }
  | { kind: 'match'; found: FoundMatch; region: Region };

/** A match and the region whose page shows it; no region when it has no match page. */
export type FeedMatch = { match: Match; pageRegion?: Region };

type LoadOptions = { api: CompetitionApi; edition: Edition; lang: LocaleCode };

function pageRegionOf(edition: Edition, season: Pick<Season, 'competitionId'> | undefined, region: Region | undefined): Region | undefined {
  if (!region || !season || !hasMatchPages(season.competitionId) || isExcluded('matches', edition.id, region.slug)) return undefined;
  return region;
}

async function regionMatches(region: Region, { api, edition, lang }: LoadOptions): Promise<FeedMatch[]> {
  const { season, turns } = await loadCurrentSeasonTurns(api, { genders: edition.genders, competitions: region.competitionId, lang });
  const pageRegion = pageRegionOf(edition, season, region);
  return turns.flatMap((turn) => turn.matches).map((match) => ({ match, pageRegion }));
}

/** Undefined when the league could not be read. */
export async function loadFeedMatches(subject: FeedSubject, options: LoadOptions): Promise<FeedMatch[] | undefined> {
  const { api, edition, lang } = options;
  switch (subject.kind) {
    case 'match':
      return [{ match: subject.found.match, pageRegion: pageRegionOf(edition, subject.found.season, subject.region) }];
    case 'team': {
      const page = await loadTeamPage(api, subject.team.id, { edition, region: subject.region, lang, team: subject.team });
      if (!page) return undefined;
      const pageRegion = pageRegionOf(edition, page.season, page.seasonRegion);
      return page.matches.map((match) => ({ match, pageRegion }));
    }
    case 'region':
      return regionMatches(subject.region, options);
    case 'edition': {
      const regions = getRegions(edition.id).filter((region) => !isExcluded('matches', edition.id, region.slug));
      const lists = await Promise.all(regions.map((region) => regionMatches(region, options)));
      // Regions that share a competition list its matches once, linked from the first region.
      const seen = new Set<number>();
      return lists.flat().filter(({ match }) => !seen.has(match.id) && seen.add(match.id));
    }
  }
}
