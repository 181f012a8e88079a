// A season's fixtures and results: the round robin turn by turn (played up to the current turn),
// then the playoff bracket, whose winners advance; an unplayed bracket shows placeholder teams.
import type { LeagueIds } from './ids';
import type { SquadMember } from './lineup';
import { PLACEHOLDER_TEAM_IDS } from './plan';
import { rngFor } from '../seeded-random';
import { kickoffTimes, quarterFinalSeeds, roundRobin, type Pairing } from './schedule';
import { simulateMatch, winnerOf } from './simulate-match';
import type { BracketSlot, Match, Turn } from './types';

export type MatchContext = { seed: number; seasonId: number; squads: ReadonlyMap<number, readonly SquadMember[]>; ids: LeagueIds };

function createMatch(ctx: MatchContext, turn: Turn, pairings: readonly Pairing[], play: boolean, bracket?: (index: number) => BracketSlot, matchIds?: readonly number[]): Match[] {
  const times = kickoffTimes(pairings.length);
  return pairings.map((pairing, slot) => {
    const id = matchIds?.[slot] ?? ctx.ids.match.next();
    const result = play
      ? simulateMatch(rngFor(ctx.seed, 'match', id), {
          homeTeamId: pairing.home, awayTeamId: pairing.away, home: ctx.squads.get(pairing.home) ?? [], away: ctx.squads.get(pairing.away) ?? [],
        })
      : null;
    return {
      id, seasonId: ctx.seasonId, phaseId: turn.phaseId, groupId: turn.groupId, turnId: turn.id, slot, kickoff: times[slot]!,
      homeTeamId: pairing.home, awayTeamId: pairing.away,
      status: result ? (result.homeScoreP === null ? 'ended' : 'endedAfterPenalties') : 'notStarted',
      result, bracket: bracket?.(slot) ?? null,
    };
  });
}

/** Regular turns: played before `playedTurns`, scheduled from it on. */
export function playRegularSeason(ctx: MatchContext, turns: readonly Turn[], teamIds: readonly number[], playedTurns: number): Match[] {
  const fixtures = roundRobin(teamIds);
  return turns.flatMap((turn, index) => createMatch(ctx, turn, fixtures[index] ?? [], index < playedTurns));
}

const placeholder = (n: number) => PLACEHOLDER_TEAM_IDS[n % PLACEHOLDER_TEAM_IDS.length]!;

/**
 * The bracket: quarter-finals by seed, semi-finals and the final between winners.
 * `seeded` holds eight teams when the bracket is drawn; null leaves it to be decided.
 */
export function playPlayoff(ctx: MatchContext, turns: readonly Turn[], seeded: readonly number[] | null): { matches: Match[]; winnerTeamId: number | null } {
  const [qfTurn, sfTurn, finalTurn] = turns;
  if (!qfTurn || !sfTurn || !finalTurn) throw new Error('a playoff needs three turns');
  // Ids first, so each match can name the one its winner goes to.
  const qfIds = [0, 1, 2, 3].map(() => ctx.ids.match.next());
  const sfIds = [0, 1].map(() => ctx.ids.match.next());
  const finalId = ctx.ids.match.next();
  const slot = (round: Turn['kind'], next: (i: number) => number | null) => (position: number): BracketSlot => ({ round, position: position + 1, nextMatchId: next(position) });
  const play = seeded !== null;
  const tbd = (i: number): Pairing => ({ home: placeholder(i * 2), away: placeholder(i * 2 + 1) });
  const qfPairs = seeded ? quarterFinalSeeds(seeded) : [0, 1, 2, 3].map(tbd);
  const quarterFinals = createMatch(ctx, qfTurn, qfPairs, play, slot('quarterfinal', (i) => sfIds[Math.floor(i / 2)]!), qfIds);
  const winners = (ms: readonly Match[]) => ms.map((m) => (m.result ? winnerOf(m.result, m.homeTeamId, m.awayTeamId) : null));
  const pairUp = (ws: readonly (number | null)[], offset: number): Pairing[] =>
    Array.from({ length: ws.length / 2 }, (_, i) => ({ home: ws[i * 2] ?? placeholder(offset + i * 2), away: ws[i * 2 + 1] ?? placeholder(offset + i * 2 + 1) }));
  const semiFinals = createMatch(ctx, sfTurn, pairUp(winners(quarterFinals), 3), play, slot('semifinal', () => finalId), sfIds);
  const final = createMatch(ctx, finalTurn, pairUp(winners(semiFinals), 1), play, slot('final', () => null), [finalId]);
  const [champion] = winners(final);
  return { matches: [...quarterFinals, ...semiFinals, ...final], winnerTeamId: champion ?? null };
}
