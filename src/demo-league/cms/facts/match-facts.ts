// A played match read from its stored events, the way a reporter reads the scoresheet: the final
// score, who scored and when, the shootout, the MVP, the dice and the president's penalty.
import { EVENT_CODES } from '../../codes';
import { FULL_TIME_SECOND } from '../../match-clock';
import { winnerOf } from '../../generator/simulate-match';
import type { EventTuple, Match, Turn } from '../../generator/types';
import type { RegionLeague } from '../league-data';
import type { GoalFact, MatchShape, ReportFacts } from '../stories/types';
import type { Names } from './names';

export type StoryBase = { league: string; female: boolean; variant: number };

const codesOf = (event: EventTuple) => event[4].split(',');
// diceCode(n) in codes.ts writes the roll as this prefix and the players a side.
const DICE_PREFIX = 'DADO-';
// A roll that left three a side or fewer changed the game; a higher one is not worth a line.
const DICE_NEWSWORTHY = 3;
/** Match second 0–59 is the first minute, as the scoreboard counts. */
export const minuteOf = (second: number) => Math.min(Math.floor(second / 60) + 1, FULL_TIME_SECOND / 60);

export function goalKind(codes: readonly string[]): GoalFact['kind'] {
  if (codes.includes(EVENT_CODES.presidentPenaltyGoal)) return 'president';
  if (codes.includes(EVENT_CODES.penaltyGoal)) return 'penalty';
  return codes.includes(EVENT_CODES.doubleGoal) ? 'double' : 'goal';
}

/** Regulation goals in order, each with its scorer (the president, for the president's penalty). */
export function goalsOf(match: Match, names: Names): GoalFact[] {
  return (match.result?.events ?? []).flatMap((event) => {
    const codes = codesOf(event);
    if (event[0] >= FULL_TIME_SECOND || !codes.includes(EVENT_CODES.goal)) return [];
    const kind = goalKind(codes);
    const scorer = kind === 'president' ? names.president(event[2]) : names.player(event[3]);
    return scorer ? [{ minute: minuteOf(event[0]), team: names.team(event[2]), scorer, kind }] : [];
  });
}

export function scoreOf(match: Match): { home: number; away: number } {
  const result = match.result;
  return result ? { home: result.homeScore1T + result.homeScore2T, away: result.awayScore1T + result.awayScore2T } : { home: 0, away: 0 };
}

function shapeOf(winnerIsHome: boolean, score: { home: number; away: number }, halfTime: { home: number; away: number }, shootout: boolean): MatchShape {
  if (shootout) return 'shootout';
  const [won, lost] = winnerIsHome ? [score.home, score.away] : [score.away, score.home];
  const [wonAtHalf, lostAtHalf] = winnerIsHome ? [halfTime.home, halfTime.away] : [halfTime.away, halfTime.home];
  if (wonAtHalf < lostAtHalf) return 'comeback';
  if (won - lost >= 4) return 'rout';
  return won - lost === 1 ? 'narrow' : 'win';
}

export function reportFacts(league: RegionLeague, names: Names, match: Match, turn: Turn, base: StoryBase): ReportFacts {
  const result = match.result;
  if (!result) throw new Error(`match ${match.id} has not been played`);
  const score = scoreOf(match);
  const halfTime = { home: result.homeScore1T, away: result.awayScore1T };
  const shootout = result.homeScoreP !== null && result.awayScoreP !== null ? { home: result.homeScoreP, away: result.awayScoreP } : undefined;
  const winnerId = winnerOf(result, match.homeTeamId, match.awayTeamId);
  const winnerIsHome = winnerId === match.homeTeamId;
  const events = result.events;
  const mvpEvent = events.find((event) => codesOf(event).includes(EVENT_CODES.mvp));
  const mvpPlayer = mvpEvent && names.player(mvpEvent[3]);
  const diceEvent = events.find((event) => event[4].startsWith(DICE_PREFIX));
  const dice = diceEvent && { players: Number(diceEvent[4].slice(DICE_PREFIX.length)), minute: minuteOf(diceEvent[0]) };
  const penaltyCall = events.find((event) => codesOf(event).includes(EVENT_CODES.presidentPenalty));
  const president = penaltyCall && names.president(penaltyCall[2]);
  const penaltyKick = penaltyCall && events.find((event) => event[2] === penaltyCall[2] && event[3] === 0 && event[0] === penaltyCall[0] + 20);
  const row = league.tableAfter(turn.number).find((candidate) => candidate.teamId === winnerId);
  const goals = goalsOf(match, names);
  const mvp = mvpEvent && mvpPlayer ? { ...mvpPlayer, team: names.team(mvpEvent[2]) } : undefined;
  const voice = mvp?.team.id === winnerId ? mvp : goals.filter((goal) => goal.team.id === winnerId && goal.kind !== 'president').at(-1)?.scorer;
  return {
    ...base,
    turn: turn.number,
    stadium: league.stadium,
    home: names.team(match.homeTeamId),
    away: names.team(match.awayTeamId),
    homeScore: score.home,
    awayScore: score.away,
    halfTime,
    ...(shootout ? { shootout } : {}),
    winner: names.team(winnerId),
    loser: names.team(winnerIsHome ? match.awayTeamId : match.homeTeamId),
    winnerGoals: winnerIsHome ? score.home : score.away,
    loserGoals: winnerIsHome ? score.away : score.home,
    shape: shapeOf(winnerIsHome, score, halfTime, shootout !== undefined),
    goals,
    ...(mvp ? { mvp } : {}),
    ...(voice ? { voice } : {}),
    ...(dice && dice.players <= DICE_NEWSWORTHY ? { dice } : {}),
    ...(penaltyCall && president
      ? { presidentPenalty: { team: names.team(penaltyCall[2]), president, scored: penaltyKick ? codesOf(penaltyKick).includes(EVENT_CODES.goal) : false } }
      : {}),
    winnerPoints: row?.points ?? 0,
    winnerRank: row?.rank ?? 0,
  };
}

/** The players a match's report names: its scorers and its MVP. */
export function playersOfReport(facts: ReportFacts): number[] {
  const ids = facts.goals.filter((goal) => goal.kind !== 'president').map((goal) => goal.scorer.id);
  return [...new Set([...ids, ...(facts.mvp ? [facts.mvp.id] : [])])];
}
