// A match's statistics for every code, consistent with its events: goals, assists, cards and
// penalties are counted from the events; shots, passes and the rest are drawn around them.
import { EVENT_CODES as E, STAT_CODES, statIndex, type StatCode } from '../codes';
import { goalValue, type Side } from './match-events';
import { MATCH_MINUTES } from '../match-clock';
import type { Appearance } from './lineup';
import type { Rng } from '../seeded-random';
import type { EventTuple, MatchStats, TeamMatchStats } from './types';

/** Codes counted from events: the code appears in the event's parameterAppString. */
export const EVENT_STAT_CODES: readonly StatCode[] = ['GOL', 'ASS-V', 'MVP', 'TA', 'TR', 'GOL-P', 'GOL-PP', 'GOL-D'];

type Rates = { shots: number; passes: number; chances: number; fouls: number; corners: number; recoveries: number; interceptions: number; tackles: number; dribbles: number };
const RATES: Readonly<Record<Appearance['player']['role'], Rates>> = {
  goalkeeper: { shots: 0, passes: 10, chances: 0.1, fouls: 0.1, corners: 0, recoveries: 1.5, interceptions: 0.3, tackles: 0.1, dribbles: 0 },
  defender: { shots: 0.8, passes: 22, chances: 0.4, fouls: 1.2, corners: 0.2, recoveries: 4, interceptions: 2, tackles: 2.2, dribbles: 0.5 },
  midfielder: { shots: 2, passes: 28, chances: 1.5, fouls: 0.9, corners: 0.6, recoveries: 3.5, interceptions: 1.2, tackles: 1.5, dribbles: 1.5 },
  forward: { shots: 3.5, passes: 14, chances: 1, fouls: 0.7, corners: 0.4, recoveries: 1.5, interceptions: 0.4, tackles: 0.6, dribbles: 2 },
};

const round2 = (value: number) => Math.round(value * 100) / 100;
const has = (codes: string, code: string) => codes.split(',').includes(code);

function countEvents(events: readonly EventTuple[], code: string, who: (e: EventTuple) => boolean): number {
  return events.filter((e) => who(e) && has(e[4], code)).length;
}

function playerLine(rng: Rng, appearance: Appearance, events: readonly EventTuple[]): number[] {
  const { player, minutes } = appearance;
  const f = minutes / MATCH_MINUTES;
  const r = RATES[player.role];
  const mine = (e: EventTuple) => e[3] === player.id && e[1] <= 2;
  const line = new Array<number>(STAT_CODES.length).fill(0);
  const set = (code: StatCode, value: number) => { line[statIndex(code)] = value; };
  for (const code of EVENT_STAT_CODES) set(code, countEvents(events, code, mine));
  const goals = line[statIndex('GOL')]!;
  const penalties = countEvents(events, E.penaltyAwarded, mine);
  const misses = rng.poisson(f * r.shots);
  const shots = goals + misses + (penalties - line[statIndex('GOL-P')]!);
  set('TIR', shots);
  set('TIR-S', Math.min(shots, goals + Math.round(misses * (0.3 + rng.next() * 0.25))));
  set('XG', round2((shots - penalties) * (0.09 + rng.next() * 0.06) + penalties * 0.75));
  const passes = rng.poisson(f * r.passes);
  set('PAS', passes);
  set('PAS-X', Math.round(passes * (0.68 + rng.next() * 0.22)));
  const chances = line[statIndex('ASS-V')]! + rng.poisson(f * r.chances);
  set('OCA', chances);
  set('XA', round2(chances * 0.09 + line[statIndex('ASS-V')]! * 0.2));
  set('FAL', rng.poisson(f * r.fouls) + line[statIndex('TA')]! + line[statIndex('TR')]!);
  set('CRN', rng.poisson(f * r.corners));
  set('REC', rng.poisson(f * r.recoveries));
  set('INT', rng.poisson(f * r.interceptions));
  set('ENT', rng.poisson(f * r.tackles));
  set('REG', rng.poisson(f * r.dribbles));
  set('MIN', minutes);
  return line;
}

/** Goal value a side scored in regulation, by half. */
export function goalsByHalf(events: readonly EventTuple[], teamId: number): [number, number] {
  const byHalf: [number, number] = [0, 0];
  for (const e of events) if (e[2] === teamId && e[1] <= 2) byHalf[e[1] - 1]! += goalValue(e[4]);
  return byHalf;
}

function teamTotals(rng: Rng, lines: number[][], events: readonly EventTuple[], teamId: number, conceded: [number, number]): [number, number, number][] {
  return STAT_CODES.map((code, i) => {
    const players = lines.reduce((sum, line) => sum + line[i + 1]!, 0);
    if (code === 'GOL-S') return [conceded[0] + conceded[1], conceded[0], conceded[1]];
    if (code === 'MIN') return [players, Math.round(players / 2), players - Math.round(players / 2)];
    if ((EVENT_STAT_CODES as readonly string[]).includes(code)) {
      // The president's penalty has no player: team totals come from the events themselves.
      const ofTeam = (half: 1 | 2) => countEvents(events, code, (e) => e[2] === teamId && e[1] === half);
      return [ofTeam(1) + ofTeam(2), ofTeam(1), ofTeam(2)];
    }
    const total = code === 'XG' || code === 'XA' ? round2(players) : players;
    const first = code === 'XG' || code === 'XA' ? round2(total * (0.4 + rng.next() * 0.2)) : Math.round(total * (0.4 + rng.next() * 0.2));
    return [total, first, code === 'XG' || code === 'XA' ? round2(total - first) : total - first];
  });
}

function keeperFigures(lines: number[][], lineup: readonly Appearance[], againstShotsOnTarget: number, againstGoals: number, conceded: number) {
  const keeperIndex = lineup.findIndex((a) => a.player.role === 'goalkeeper');
  const line = lines[keeperIndex];
  if (!line) return;
  line[statIndex('GOL-S') + 1] = conceded;
  line[statIndex('PRT') + 1] = Math.max(0, againstShotsOnTarget - againstGoals);
}

export function computeMatchStats(rng: Rng, home: Side, away: Side, events: readonly EventTuple[]): MatchStats {
  const lines = (side: Side) => side.lineup.map((a) => [a.player.id, ...playerLine(rng, a, events)]);
  const homeLines = lines(home);
  const awayLines = lines(away);
  const sum = (ls: number[][], code: StatCode) => ls.reduce((s, l) => s + l[statIndex(code) + 1]!, 0);
  const homeGoals = goalsByHalf(events, home.teamId);
  const awayGoals = goalsByHalf(events, away.teamId);
  keeperFigures(homeLines, home.lineup, sum(awayLines, 'TIR-S'), sum(awayLines, 'GOL'), awayGoals[0] + awayGoals[1]);
  keeperFigures(awayLines, away.lineup, sum(homeLines, 'TIR-S'), sum(homeLines, 'GOL'), homeGoals[0] + homeGoals[1]);
  const team = (side: Side, ls: number[][], conceded: [number, number]): TeamMatchStats => ({ t: teamTotals(rng, ls, events, side.teamId, conceded), p: ls });
  return { h: team(home, homeLines, awayGoals), a: team(away, awayLines, homeGoals) };
}
