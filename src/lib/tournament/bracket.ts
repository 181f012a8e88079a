// A season's knockout bracket as the page shows it: rounds in order, each tie with both sides,
// their scores and, once the tie is over, who went through.
import { isPlaceholderTeamId } from '../competition/rules/season-quirks';
import type { Match, Season, TeamRef, TurnSummary } from '../competition/types';

export type TieSide = {
  team?: TeamRef;
  /** A stand-in for a team not known yet: shown as "to be decided". */
  isPlaceholder: boolean;
  score?: number;
  shootout?: number;
  isWinner: boolean;
};
export type Tie = { match: Match; home: TieSide; away: TieSide };
export type BracketRound = { turnId: number; name: string; ties: Tie[] };

/** The rounds of every playoff phase (quarter-finals, semi-finals, final), in the season's order. */
export function findPlayoffTurns(season: Pick<Season, 'phases'>): TurnSummary[] {
  return season.phases
    .filter((phase) => phase.type === 'playoff')
    .flatMap((phase) => phase.groups.flatMap((group) => group.turns));
}

/** The side that went through: more goals, else more shootout goals; undefined until it has ended. */
export function findWinnerSide(match: Match): 'home' | 'away' | undefined {
  if (match.displayStatus !== 'ended') return undefined;
  const { home, away, homeShootout, awayShootout } = match.scores;
  if (home === undefined || away === undefined) return undefined;
  if (home !== away) return home > away ? 'home' : 'away';
  if (homeShootout === undefined || awayShootout === undefined || homeShootout === awayShootout) return undefined;
  return homeShootout > awayShootout ? 'home' : 'away';
}

function toSide(match: Match, side: 'home' | 'away', winner: 'home' | 'away' | undefined): TieSide {
  const team = side === 'home' ? match.homeTeam : match.awayTeam;
  const teamId = side === 'home' ? match.homeTeamId : match.awayTeamId;
  const id = team?.id ?? teamId;
  const played = match.displayStatus === 'live' || match.displayStatus === 'ended';
  return {
    team,
    isPlaceholder: id === undefined || isPlaceholderTeamId(id),
    score: played ? (side === 'home' ? match.scores.home : match.scores.away) : undefined,
    shootout: played ? (side === 'home' ? match.scores.homeShootout : match.scores.awayShootout) : undefined,
    isWinner: winner === side,
  };
}

export function toTie(match: Match): Tie {
  const winner = findWinnerSide(match);
  return { match, home: toSide(match, 'home', winner), away: toSide(match, 'away', winner) };
}

export function toBracketRound(turn: TurnSummary, matches: readonly Match[]): BracketRound {
  const ties = [...matches].sort((a, b) => Date.parse(a.date) - Date.parse(b.date) || a.id - b.id).map(toTie);
  return { turnId: turn.id, name: turn.name, ties };
}

/** Whether any team of the bracket is known yet; an undrawn bracket is all stand-ins. */
export function hasKnownTeams(rounds: readonly BracketRound[]): boolean {
  return rounds.some((round) => round.ties.some((tie) => !tie.home.isPlaceholder || !tie.away.isPlaceholder));
}

/** The team that won the last round's tie, when the bracket is complete. */
export function findBracketWinner(rounds: readonly BracketRound[]): TeamRef | undefined {
  const final = rounds.at(-1)?.ties;
  if (!final || final.length !== 1) return undefined;
  const [tie] = final;
  return tie?.home.isWinner ? tie.home.team : tie?.away.isWinner ? tie.away.team : undefined;
}
