// Which group's table the region home shows: the regular season's.
import type { Group, Season } from '../competition/types';

/** The first group with standings in the first league phase; else any group with standings. */
export function findRegularSeasonGroup(season: Pick<Season, 'phases'>): Group | undefined {
  const withStandings = (groups: readonly Group[]) => groups.find((group) => group.hasStandings);
  const league = season.phases.find((phase) => phase.type === 'league' && withStandings(phase.groups));
  return league ? withStandings(league.groups) : withStandings(season.phases.flatMap((phase) => phase.groups));
}
