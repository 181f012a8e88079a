// A matchday as a whole: its fixtures and the table going into it (previews), and once played,
// its goals, its best game and its MVP (highlights).
import type { Match, Turn } from '../../generator/types';
import type { RegionLeague } from '../league-data';
import type { HighlightsFacts, PreviewFacts } from '../stories/types';
import { goalsOf, scoreOf, type StoryBase } from './match-facts';
import type { Names } from './names';

/** The fixture between the two sides with the most points going into the turn; the first one on opening day. */
export function headlineMatch(league: RegionLeague, turn: Turn): Match | undefined {
  const matches = league.matchesOf(turn.id);
  const points = new Map(league.tableAfter(turn.number - 1).map((row) => [row.teamId, row.points]));
  const weight = (match: Match) => (points.get(match.homeTeamId) ?? 0) + (points.get(match.awayTeamId) ?? 0);
  return matches.reduce<Match | undefined>((best, match) => (!best || weight(match) > weight(best) ? match : best), undefined);
}

function topScorerBefore(league: RegionLeague, names: Names, turn: Turn): PreviewFacts['topScorer'] {
  const tally = new Map<number, { teamId: number; goals: number }>();
  for (const earlier of league.turns.filter((candidate) => candidate.kind === 'regular' && candidate.number < turn.number)) {
    for (const match of league.matchesOf(earlier.id)) {
      for (const goal of goalsOf(match, names)) {
        if (goal.kind === 'president') continue;
        const entry = tally.get(goal.scorer.id) ?? { teamId: goal.team.id, goals: 0 };
        tally.set(goal.scorer.id, { ...entry, goals: entry.goals + 1 });
      }
    }
  }
  const [best] = [...tally].sort(([idA, a], [idB, b]) => b.goals - a.goals || idA - idB);
  const player = best && names.player(best[0]);
  return best && player ? { player, team: names.team(best[1].teamId), goals: best[1].goals } : undefined;
}

export function previewFacts(league: RegionLeague, names: Names, turn: Turn, base: StoryBase): PreviewFacts {
  const headline = headlineMatch(league, turn);
  if (!headline) throw new Error(`turn ${turn.id} has no matches`);
  const [leader] = league.tableAfter(turn.number - 1);
  const topScorer = topScorerBefore(league, names, turn);
  return {
    ...base,
    turn: turn.number,
    stadium: league.stadium,
    fixtures: league.matchesOf(turn.id).map((match) => ({ home: names.team(match.homeTeamId), away: names.team(match.awayTeamId), kickoff: match.kickoff })),
    headline: { home: names.team(headline.homeTeamId), away: names.team(headline.awayTeamId) },
    ...(turn.number > 1 && leader ? { leader: { team: names.team(leader.teamId), points: leader.points } } : {}),
    ...(topScorer ? { topScorer } : {}),
  };
}

/** The turn's game with the most goals; the earliest of equals. */
export function bestMatch(league: RegionLeague, turn: Turn): Match | undefined {
  const total = (match: Match) => scoreOf(match).home + scoreOf(match).away;
  return league.matchesOf(turn.id).reduce<Match | undefined>((best, match) => (!best || total(match) > total(best) ? match : best), undefined);
}

/** The team a player played for in the turn, read from the matches' statistics. */
function teamInTurn(league: RegionLeague, turn: Turn, playerId: number): number | undefined {
  for (const match of league.matchesOf(turn.id)) {
    if (match.result?.stats.h.p.some((line) => line[0] === playerId)) return match.homeTeamId;
    if (match.result?.stats.a.p.some((line) => line[0] === playerId)) return match.awayTeamId;
  }
  return undefined;
}

export function highlightsFacts(league: RegionLeague, names: Names, turn: Turn, base: StoryBase): HighlightsFacts {
  const best = bestMatch(league, turn);
  if (!best) throw new Error(`turn ${turn.id} has no matches`);
  const matches = league.matchesOf(turn.id);
  const bestScore = scoreOf(best);
  const mvp = turn.mvpPlayerId === null ? undefined : names.player(turn.mvpPlayerId);
  const mvpTeam = turn.mvpPlayerId === null ? undefined : teamInTurn(league, turn, turn.mvpPlayerId);
  return {
    ...base,
    turn: turn.number,
    goals: matches.reduce((sum, match) => sum + scoreOf(match).home + scoreOf(match).away, 0),
    shootouts: matches.filter((match) => match.status === 'endedAfterPenalties').length,
    best: { home: names.team(best.homeTeamId), away: names.team(best.awayTeamId), homeScore: bestScore.home, awayScore: bestScore.away },
    ...(mvp && mvpTeam !== undefined ? { mvp: { ...mvp, team: names.team(mvpTeam) } } : {}),
  };
}
