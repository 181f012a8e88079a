// The bracket's matches: one turn call per round, all at once.
import type { Gender } from '../../config/editions';
import type { LocaleCode } from '../../config/locales';
import type { Region } from '../../config/regions';
import type { CompetitionApi } from '../competition/api';
import { loadCurrentSeason } from '../competition/load-current-season';
import type { Season } from '../competition/types';
import { findPlayoffTurns, toBracketRound, type BracketRound } from './bracket';
import { pickPreviousSeason } from './champions';

/** The current season's bracket and, while none of its ties is decided, the previous edition's. */
export type SeasonBrackets = { season?: Season; rounds: BracketRound[]; previous?: Season; previousRounds: BracketRound[] };

const isDecided = (rounds: readonly BracketRound[]) => rounds.some((round) => round.ties.some((tie) => tie.home.isWinner || tie.away.isWinner));

/** Every playoff round of the season; a round whose turn cannot be had is left out. */
export async function loadBracket(api: CompetitionApi, season: Season, lang: LocaleCode): Promise<BracketRound[]> {
  const turns = findPlayoffTurns(season);
  const loaded = await Promise.all(turns.map((turn) => api.getTurn(turn.id, lang)));
  return turns.flatMap((turn, index) => {
    const full = loaded[index];
    return full ? [toBracketRound(turn, full.matches)] : [];
  });
}

/** The previous edition's bracket is read only while no tie of the current one is decided. */
export async function loadTournamentBrackets(
  api: CompetitionApi,
  region: Region,
  { genders, lang }: { genders: readonly Gender[]; lang: LocaleCode },
): Promise<SeasonBrackets> {
  const { season, clusters } = await loadCurrentSeason(api, { genders, competitions: region.competitionId, lang });
  const rounds = season ? await loadBracket(api, season, lang) : [];
  if (!season || rounds.length === 0) return { season, rounds, previousRounds: [] };
  const listedPrevious = isDecided(rounds) ? undefined : pickPreviousSeason(clusters, season);
  const previous = listedPrevious && ((await api.getSeason(listedPrevious.id, lang)) ?? listedPrevious);
  const previousRounds = previous ? await loadBracket(api, previous, lang) : [];
  return { season, rounds, previous, previousRounds };
}
