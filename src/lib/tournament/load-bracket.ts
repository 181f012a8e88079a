// The bracket's matches: one turn call per round, all at once.
import type { LocaleCode } from '../../config/locales';
import type { CompetitionApi } from '../competition/api';
import type { Season } from '../competition/types';
import { findPlayoffTurns, toBracketRound, type BracketRound } from './bracket';

/** Every playoff round of the season; a round whose turn cannot be had is left out. */
export async function loadBracket(api: CompetitionApi, season: Season, lang: LocaleCode): Promise<BracketRound[]> {
  const turns = findPlayoffTurns(season);
  const loaded = await Promise.all(turns.map((turn) => api.getTurn(turn.id, lang)));
  return turns.flatMap((turn, index) => {
    const full = loaded[index];
    return full ? [toBracketRound(turn, full.matches)] : [];
  });
}
