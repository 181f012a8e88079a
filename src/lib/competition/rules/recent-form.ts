// The form guide: a team's last few results of the season, oldest first.
import type { Match, TeamRef } from '../types';
import { toMatchOutcome, type MatchOutcome } from './match-outcome';

export type FormEntry = {
  matchId: number;
  outcome: MatchOutcome;
  date: string;
  turnName?: string;
  opponent?: TeamRef;
  /** Goals of the team first, then of the opponent. */
  goals: [number, number];
  /** Shootout kicks scored, the team first; only when there was a shootout. */
  shootout?: [number, number];
};

export const FORM_LENGTH = 5;

function toFormEntry(match: Match, teamId: number): FormEntry | undefined {
  const outcome = toMatchOutcome(match, teamId);
  if (!outcome) return undefined;
  const isHome = match.homeTeamId === teamId;
  const { home = 0, away = 0, homeShootout, awayShootout } = match.scores;
  const hasShootout = outcome === 'shootoutWin' || outcome === 'shootoutLoss';
  return {
    matchId: match.id,
    outcome,
    date: match.date,
    turnName: match.turnName,
    opponent: isHome ? match.awayTeam : match.homeTeam,
    goals: isHome ? [home, away] : [away, home],
    shootout: hasShootout ? (isHome ? [homeShootout ?? 0, awayShootout ?? 0] : [awayShootout ?? 0, homeShootout ?? 0]) : undefined,
  };
}

/** The team's last `count` ended matches among `matches`, oldest first. */
export function getRecentForm(matches: readonly Match[], teamId: number, count: number = FORM_LENGTH): FormEntry[] {
  return matches
    .flatMap((match) => toFormEntry(match, teamId) ?? [])
    .sort((a, b) => Date.parse(a.date) - Date.parse(b.date) || a.matchId - b.matchId)
    .slice(-count);
}
