// A live replay's statistics so far: event-counted codes from the events already shown, every
// other code as the full-match figure scaled by the share of the match played (never shrinking).
import { DECIMAL_STAT_CODES, STAT_CODES, type StatCode } from '../codes';
import type { SquadMember } from '../generator/lineup';
import { FULL_TIME_SECOND, HALF_SECONDS as HALF } from '../match-clock';
import { EVENT_STAT_CODES, goalsByHalf } from '../generator/match-stats';
import type { EventTuple, MatchStats, TeamMatchStats } from '../generator/types';

const DECIMALS = new Set<StatCode>(DECIMAL_STAT_CODES);
const EVENT_CODES = new Set<StatCode>(EVENT_STAT_CODES);

function scale(code: StatCode, value: number, share: number): number {
  const scaled = value * Math.max(0, Math.min(1, share));
  return DECIMALS.has(code) ? Math.floor(scaled * 100) / 100 : Math.floor(scaled);
}

const has = (e: EventTuple, code: string) => e[4].split(',').includes(code);

type SideFacts = { teamId: number; opponentId: number; squad: readonly SquadMember[] };

function sideAt(full: TeamMatchStats, side: SideFacts, events: readonly EventTuple[], matchSecond: number): TeamMatchStats {
  const share1 = matchSecond / HALF;
  const share2 = (matchSecond - HALF) / HALF;
  const conceded = goalsByHalf(events, side.opponentId);
  const t = STAT_CODES.map((code, i): [number, number, number] => {
    const [, first = 0, second = 0] = full.t[i] ?? [];
    if (code === 'GOL-S') return [conceded[0] + conceded[1], conceded[0], conceded[1]];
    if (EVENT_CODES.has(code)) {
      const count = (half: number) => events.filter((e) => e[2] === side.teamId && e[1] === half && has(e, code)).length;
      return [count(1) + count(2), count(1), count(2)];
    }
    const a = scale(code, first, share1);
    const b = scale(code, second, share2);
    return [DECIMALS.has(code) ? Math.round((a + b) * 100) / 100 : a + b, a, b];
  });
  const keeper = new Set(side.squad.filter((p) => p.role === 'goalkeeper').map((p) => p.id));
  const p = full.p.map(([playerId = 0, ...values]) => [
    playerId,
    ...STAT_CODES.map((code, i) => {
      if (EVENT_CODES.has(code)) return events.filter((e) => e[3] === playerId && e[1] <= 2 && has(e, code)).length;
      if (code === 'GOL-S') return keeper.has(playerId) && (values[i] ?? 0) > 0 ? Math.min(values[i] ?? 0, conceded[0] + conceded[1]) : 0;
      return scale(code, values[i] ?? 0, matchSecond / FULL_TIME_SECOND);
    }),
  ]);
  return { t, p };
}

export function statsAt(
  full: MatchStats,
  events: readonly EventTuple[],
  matchSecond: number,
  match: { homeTeamId: number; awayTeamId: number; home: readonly SquadMember[]; away: readonly SquadMember[] },
): MatchStats {
  return {
    h: sideAt(full.h, { teamId: match.homeTeamId, opponentId: match.awayTeamId, squad: match.home }, events, matchSecond),
    a: sideAt(full.a, { teamId: match.awayTeamId, opponentId: match.homeTeamId, squad: match.away }, events, matchSecond),
  };
}

