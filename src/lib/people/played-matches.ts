// The matches a player played this season, with his minutes, goals and cards in each. The team's
// list of matches carries no events or figures, so each match is read from its turn, as the match
// page reads it; the player's figures come from the match's player statistics, else its events.
import type { LocaleCode } from '../../config/locales';
import type { CompetitionApi } from '../competition/api';
import type { Match, StatValue, Turn } from '../competition/types';

export type PlayerAppearance = {
  match: Match;
  /** Undefined where the match's figures do not say, never guessed. */
  minutes?: number;
  goals: number;
  yellowCards: number;
  redCards: number;
};

export type PlayedMatches = {
  /** Newest first. */
  appearances: PlayerAppearance[];
  /** Some of the team's matches could not be read, so the list may be short of them. */
  incomplete: boolean;
};

/** The statistic codes the events carry too (docs/data-contract.md): a goal event holds `GOL`. */
const GOALS = 'GOL';
const YELLOW = 'TA';
const RED = 'TR';
const MINUTES = 'MIN';
/** Shootout kicks are not goals of the match. */
const SHOOTOUT_HALF = 5;

/**
 * Matches whose figures the season's statistics count: ended, in a matchday that is over. The
 * league's tables and rankings take in a matchday when it ends (the current one's matches are
 * still being played), so a player's list agrees with his "matches played".
 */
export function isCounted(match: Match, turn: Pick<Turn, 'finish'>, now: Date): boolean {
  if (match.displayStatus !== 'ended') return false;
  return turn.finish === undefined || Date.parse(turn.finish) <= now.getTime();
}

/** The player's part in one match, or undefined when he did not play in it (or the data cannot tell). */
export function toAppearance(match: Match, playerId: number): PlayerAppearance | undefined {
  const line = [...(match.stats?.home.players ?? []), ...(match.stats?.away.players ?? [])].find((entry) => entry.playerId === playerId);
  const events = match.events.filter((event) => event.playerId === playerId && event.half !== SHOOTOUT_HALF);
  const minutes = line?.stats.find((stat) => stat.code === MINUTES)?.total;
  // A line with no minute on the pitch is a name on the bench, unless an event says he played.
  const played = events.length > 0 || (line !== undefined && minutes !== 0);
  if (!played) return undefined;
  const fromEvents = (code: string) => events.filter((event) => event.codes.includes(code)).length;
  const count = (code: string) => (line ? totalOf(line.stats, code) : undefined) ?? fromEvents(code);
  // Minutes of 0 beside an event contradict it: unknown rather than wrong.
  return { match, minutes: minutes || undefined, goals: count(GOALS), yellowCards: count(YELLOW), redCards: count(RED) };
}

function totalOf(stats: readonly StatValue[], code: string): number | undefined {
  return stats.find((stat) => stat.code === code)?.total;
}

/** Newest first, as the team's page lists its results. */
const newestFirst = (a: PlayerAppearance, b: PlayerAppearance) =>
  Date.parse(b.match.date) - Date.parse(a.match.date) || b.match.id - a.match.id;

export async function loadPlayedMatches(
  api: CompetitionApi,
  { playerId, teamId, seasonId }: { playerId: number; teamId: number; seasonId: number },
  lang: LocaleCode,
  now: Date = new Date(),
): Promise<PlayedMatches> {
  const ended = (await api.getTeamSeasonMatches(teamId, seasonId, lang)).filter((match) => match.displayStatus === 'ended');
  const turns = await Promise.all([...new Set(ended.map((match) => match.turnId))].map((id) => api.getTurn(id, lang)));
  const byId = new Map(turns.flatMap((turn) => (turn ? turn.matches.map((match) => [match.id, { match, turn }] as const) : [])));
  let incomplete = false;
  const appearances = ended.flatMap((listed) => {
    const found = byId.get(listed.id);
    if (!found) {
      incomplete = true;
      return [];
    }
    const appearance = isCounted(found.match, found.turn, now) ? toAppearance(found.match, playerId) : undefined;
    return appearance ? [appearance] : [];
  });
  return { appearances: appearances.sort(newestFirst), incomplete };
}
