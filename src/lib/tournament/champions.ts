// Who won what: the titles that qualify a team for King of Kings or the Finalissima.
import type { Match, Season, SeasonCluster, TurnSummary } from '../competition/types';
import { findPlayoffTurns } from './bracket';

const finishTime = (season: Pick<Season, 'finish'>) => {
  const time = Date.parse(season.finish);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
};

const latestFirst = (a: Season, b: Season) => finishTime(b) - finishTime(a);

function allSeasons(clusters: readonly SeasonCluster[]): Season[] {
  const byId = new Map<number, Season>();
  for (const cluster of clusters) for (const season of cluster.seasons) byId.set(season.id, season);
  return [...byId.values()];
}

/** Finished seasons that name a champion, the latest first. */
export function findChampionSeasons(clusters: readonly SeasonCluster[]): Season[] {
  return allSeasons(clusters)
    .filter((season) => season.finished && season.winnerTeamId !== undefined)
    .sort(latestFirst);
}

/** The latest champion season of each competition (a league and its cup each give a title). */
export function pickLatestTitlePerCompetition(clusters: readonly SeasonCluster[]): Season[] {
  const seen = new Set<number>();
  return findChampionSeasons(clusters).filter((season) => {
    if (seen.has(season.competitionId)) return false;
    seen.add(season.competitionId);
    return true;
  });
}

/** The finished season of the same competition that came just before this one. */
export function pickPreviousSeason(clusters: readonly SeasonCluster[], current: Season): Season | undefined {
  return allSeasons(clusters)
    .filter((season) => season.finished && season.id !== current.id && season.competitionId === current.competitionId)
    .filter((season) => finishTime(season) <= finishTime(current))
    .sort(latestFirst)[0];
}

/** The last round of the season's playoffs: where the title is decided. */
export function findFinalTurn(season: Pick<Season, 'phases'>): TurnSummary | undefined {
  return findPlayoffTurns(season).at(-1);
}

/** The champion's match in the final round, else the round's only match. */
export function pickTitleMatch(matches: readonly Match[], winnerTeamId: number | undefined): Match | undefined {
  const won = matches.find((match) => match.homeTeamId === winnerTeamId || match.awayTeamId === winnerTeamId);
  return won ?? (matches.length === 1 ? matches[0] : undefined);
}
