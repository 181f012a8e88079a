// A played turn's MVP and its team of the turn (one goalkeeper, six outfield), by match figures.
import { statIndex, type StatCode } from '../codes';
import type { Match, PlayerRole } from './types';

const WEIGHTS: Partial<Record<StatCode, number>> = {
  GOL: 3, 'ASS-V': 2, MVP: 2.5, 'TIR-S': 0.4, OCA: 0.5, REC: 0.25, INT: 0.3, ENT: 0.3, REG: 0.2, PRT: 0.6, 'GOL-S': -0.4, TR: -3, TA: -0.5,
};

function rating(line: readonly number[]): number {
  let score = 0;
  for (const [code, weight] of Object.entries(WEIGHTS) as [StatCode, number][]) score += (line[statIndex(code) + 1] ?? 0) * weight;
  return score;
}

export type TurnAwards = { mvpPlayerId: number | null; teamOfTurn: number[] };

export function turnAwards(matches: readonly Match[], roleOf: (playerId: number) => PlayerRole): TurnAwards {
  const lines = matches.flatMap((m) => (m.result ? [...m.result.stats.h.p, ...m.result.stats.a.p] : []));
  const ranked = lines
    .map((line) => ({ id: line[0]!, score: rating(line) }))
    .sort((a, b) => b.score - a.score || a.id - b.id);
  const keeper = ranked.find((r) => roleOf(r.id) === 'goalkeeper');
  const outfield = ranked.filter((r) => roleOf(r.id) !== 'goalkeeper').slice(0, 6);
  return {
    mvpPlayerId: outfield[0]?.id ?? null,
    teamOfTurn: [...(keeper ? [keeper.id] : []), ...outfield.map((r) => r.id)],
  };
}
