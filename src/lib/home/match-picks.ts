// What the home pages put first: the matches being played, then the next kick-off, and the
// matchday being played.
import { isPlaceholderTeamId } from '../competition/rules/season-quirks';
import type { Match, MatchCenterTurn } from '../competition/types';

const byKickoff = (a: Match, b: Match) => Date.parse(a.date) - Date.parse(b.date);

function allMatches(turns: readonly MatchCenterTurn[]): Match[] {
  return turns.flatMap((turn) => turn.matches);
}

/** Every match being played now, earliest kick-off first (the demo plays several at once). */
export function findLiveMatches(turns: readonly MatchCenterTurn[]): Match[] {
  return allMatches(turns).filter((match) => match.displayStatus === 'live').sort(byKickoff);
}

/**
 * The earliest match still to be played. Read from the status rather than the clock, so a
 * kick-off running a minute late is still "next" and a server clock that drifts changes nothing.
 */
export function findNextKickoff(turns: readonly MatchCenterTurn[]): Match | undefined {
  return allMatches(turns)
    .filter((match) => match.displayStatus === 'scheduled' && !Number.isNaN(Date.parse(match.date)))
    .sort(byKickoff)[0];
}

/** The turn being played: the first one not ended, else the last. */
export function pickCurrentTurn(turns: readonly MatchCenterTurn[]): MatchCenterTurn | undefined {
  return turns.find((turn) => !turn.ended) ?? turns.at(-1);
}

/**
 * Each team's next match: the one it is playing now, else its earliest still to play. The region
 * home renders one for every team and the visitor's favourite shows its own (no request per visitor).
 */
export function findNextMatchOfEachTeam(turns: readonly MatchCenterTurn[]): Map<number, Match> {
  const next = new Map<number, Match>();
  const pending = allMatches(turns)
    .filter((match) => match.displayStatus === 'live' || (match.displayStatus === 'scheduled' && !Number.isNaN(Date.parse(match.date))))
    .sort((a, b) => Number(b.displayStatus === 'live') - Number(a.displayStatus === 'live') || byKickoff(a, b));
  for (const match of pending) {
    for (const teamId of [match.homeTeamId, match.awayTeamId]) {
      if (teamId !== undefined && !isPlaceholderTeamId(teamId) && !next.has(teamId)) next.set(teamId, match);
    }
  }
  return next;
}
