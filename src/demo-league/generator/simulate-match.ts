// One match from kickoff to the final whistle: lineups, events, a shootout when level, the MVP
// and the statistics. Used for every played match of the seed and for the live replays.
import { EVENT_CODES as E } from '../codes';
import { FULL_TIME_SECOND } from '../match-clock';
import { chooseLineup, type Appearance, type SquadMember } from './lineup';
import { regulationEvents, type Side } from './match-events';
import { computeMatchStats, goalsByHalf } from './match-stats';
import type { Rng } from '../seeded-random';
import { runShootout } from './shootout';
import type { EventTuple, MatchResult } from './types';

export type MatchInput = { homeTeamId: number; awayTeamId: number; home: readonly SquadMember[]; away: readonly SquadMember[] };

function performance(appearance: Appearance, events: readonly EventTuple[], won: boolean, rng: Rng): number {
  const id = appearance.player.id;
  const count = (code: string) => events.filter((e) => e[3] === id && e[4].split(',').includes(code)).length;
  return count(E.goal) * 3 + count(E.assist) * 2 - count(E.redCard) * 3 + (won ? 2 : 0) + appearance.minutes / 20 + rng.next();
}

function chooseMvp(rng: Rng, home: Side, away: Side, events: readonly EventTuple[], homeWon: boolean): EventTuple | null {
  const candidates = [
    ...home.lineup.map((a) => ({ a, teamId: home.teamId, score: performance(a, events, homeWon, rng) })),
    ...away.lineup.map((a) => ({ a, teamId: away.teamId, score: performance(a, events, !homeWon, rng) })),
  ].sort((x, y) => y.score - x.score || x.a.player.id - y.a.player.id);
  const best = candidates[0];
  return best ? [FULL_TIME_SECOND, 2, best.teamId, best.a.player.id, E.mvp] : null;
}

export function simulateMatch(rng: Rng, input: MatchInput): MatchResult {
  const home: Side = { teamId: input.homeTeamId, lineup: chooseLineup(input.home, rng) };
  const away: Side = { teamId: input.awayTeamId, lineup: chooseLineup(input.away, rng) };
  const events = regulationEvents(rng, home, away);
  const [h1, h2] = goalsByHalf(events, home.teamId);
  const [a1, a2] = goalsByHalf(events, away.teamId);
  const level = h1 + h2 === a1 + a2;
  const shootout = level ? runShootout(rng, home, away) : null;
  const homeWon = shootout ? shootout.home > shootout.away : h1 + h2 > a1 + a2;
  const mvp = chooseMvp(rng, home, away, events, homeWon);
  if (mvp) events.push(mvp);
  const stats = computeMatchStats(rng, home, away, events);
  return {
    homeScore1T: h1,
    homeScore2T: h2,
    awayScore1T: a1,
    awayScore2T: a2,
    homeScoreP: shootout?.home ?? null,
    awayScoreP: shootout?.away ?? null,
    events: shootout ? [...events, ...shootout.events] : events,
    stats,
  };
}

/** Who won: the side with more goals, or the shootout's winner when level. */
export function winnerOf(result: MatchResult, homeTeamId: number, awayTeamId: number): number {
  const home = result.homeScore1T + result.homeScore2T;
  const away = result.awayScore1T + result.awayScore2T;
  if (home !== away) return home > away ? homeTeamId : awayTeamId;
  return (result.homeScoreP ?? 0) > (result.awayScoreP ?? 0) ? homeTeamId : awayTeamId;
}
