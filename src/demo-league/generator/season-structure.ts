// A season's skeleton: a league phase (one group, eleven turns) and a playoff phase (its own
// group with quarter-finals, semi-finals and the final), or the playoff alone for a cup.
import { PLAYOFF_TURNS, REGULAR_TURNS } from './timeline';
import type { LeagueIds } from './ids';
import type { Group, Phase, Turn, TurnKind } from './types';

export type SeasonStructure = {
  phases: Phase[];
  groups: Group[];
  regularTurns: Turn[];
  playoffTurns: Turn[];
};

const PLAYOFF_KINDS: readonly TurnKind[] = ['quarterfinal', 'semifinal', 'final'];

export function buildStructure(seasonId: number, withLeague: boolean, firstWeek: number, ids: LeagueIds): SeasonStructure {
  const phases: Phase[] = [];
  const groups: Group[] = [];
  const turn = (phase: Phase, group: Group, kind: TurnKind, number: number, weekOffset: number): Turn => ({
    id: ids.turn.next(), seasonId, phaseId: phase.id, groupId: group.id, kind, number, weekOffset, mvpPlayerId: null, teamOfTurn: [],
  });
  let week = firstWeek;
  const regularTurns: Turn[] = [];
  if (withLeague) {
    const phase: Phase = { id: ids.phase.next(), seasonId, kind: 'league', order: 1 };
    const group: Group = { id: ids.group.next(), phaseId: phase.id, seasonId, kind: 'league', hasStandings: true };
    phases.push(phase);
    groups.push(group);
    for (let n = 1; n <= REGULAR_TURNS; n++) regularTurns.push(turn(phase, group, 'regular', n, week++));
  }
  const phase: Phase = { id: ids.phase.next(), seasonId, kind: 'playoff', order: phases.length + 1 };
  const group: Group = { id: ids.group.next(), phaseId: phase.id, seasonId, kind: 'bracket', hasStandings: false };
  phases.push(phase);
  groups.push(group);
  const playoffTurns = PLAYOFF_KINDS.slice(0, PLAYOFF_TURNS).map((kind, i) => turn(phase, group, kind, i + 1, week++));
  return { phases, groups, regularTurns, playoffTurns };
}
