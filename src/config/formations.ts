// The seven-a-side formations the team simulator offers, with where each slot is drawn on the pitch.
import type { PlayerRole } from '../lib/competition/types';

/** The four lines of a seven; the ratings and the fit table speak the same words. */
export const PITCH_LINES = ['goalkeeper', 'defence', 'midfield', 'attack'] as const;
export type PitchLine = (typeof PITCH_LINES)[number];

/** `x` across the pitch from the left touchline, `y` up from the team's own goal line, both in percent. */
export type FormationSlot = { line: PitchLine; x: number; y: number };
export type Formation = { slots: readonly FormationSlot[] };

export const PLAYERS_ON_PITCH = 7;
/** Seven of a twelve-player squad start; the other five wait on the bench for rolling substitutions. */
export const BENCH_SIZE = 5;

/** The line a role plays when it is in position; everywhere else the fit table discounts it. */
export const HOME_LINE_BY_ROLE = {
  goalkeeper: 'goalkeeper',
  defender: 'defence',
  midfielder: 'midfield',
  forward: 'attack',
} as const satisfies Record<PlayerRole, PitchLine>;

// Slots run goalkeeper first, then each line from the left touchline; the line heights are shared
// so the drawn pitches line up when the visitor switches formation.
const GOAL = { line: 'goalkeeper', x: 50, y: 6 } as const;
const DEFENCE_Y = 26;
const MIDFIELD_Y = 50;
const ATTACK_Y = 76;

export const FORMATIONS = {
  // The league's own fantasy game lines everyone up like this, so it is the default.
  '2-3-1': {
    slots: [
      GOAL,
      { line: 'defence', x: 30, y: DEFENCE_Y }, { line: 'defence', x: 70, y: DEFENCE_Y },
      { line: 'midfield', x: 20, y: MIDFIELD_Y }, { line: 'midfield', x: 50, y: MIDFIELD_Y - 4 }, { line: 'midfield', x: 80, y: MIDFIELD_Y },
      { line: 'attack', x: 50, y: ATTACK_Y },
    ],
  },
  '3-2-1': {
    slots: [
      GOAL,
      { line: 'defence', x: 20, y: DEFENCE_Y }, { line: 'defence', x: 50, y: DEFENCE_Y - 4 }, { line: 'defence', x: 80, y: DEFENCE_Y },
      { line: 'midfield', x: 33, y: MIDFIELD_Y }, { line: 'midfield', x: 67, y: MIDFIELD_Y },
      { line: 'attack', x: 50, y: ATTACK_Y },
    ],
  },
  '2-2-2': {
    slots: [
      GOAL,
      { line: 'defence', x: 30, y: DEFENCE_Y }, { line: 'defence', x: 70, y: DEFENCE_Y },
      { line: 'midfield', x: 30, y: MIDFIELD_Y }, { line: 'midfield', x: 70, y: MIDFIELD_Y },
      { line: 'attack', x: 35, y: ATTACK_Y }, { line: 'attack', x: 65, y: ATTACK_Y },
    ],
  },
  '3-1-2': {
    slots: [
      GOAL,
      { line: 'defence', x: 20, y: DEFENCE_Y }, { line: 'defence', x: 50, y: DEFENCE_Y - 4 }, { line: 'defence', x: 80, y: DEFENCE_Y },
      { line: 'midfield', x: 50, y: MIDFIELD_Y },
      { line: 'attack', x: 35, y: ATTACK_Y }, { line: 'attack', x: 65, y: ATTACK_Y },
    ],
  },
  '2-1-3': {
    slots: [
      GOAL,
      { line: 'defence', x: 30, y: DEFENCE_Y }, { line: 'defence', x: 70, y: DEFENCE_Y },
      { line: 'midfield', x: 50, y: MIDFIELD_Y },
      { line: 'attack', x: 20, y: ATTACK_Y - 4 }, { line: 'attack', x: 50, y: ATTACK_Y }, { line: 'attack', x: 80, y: ATTACK_Y - 4 },
    ],
  },
} as const satisfies Record<string, Formation>;

export type FormationId = keyof typeof FORMATIONS;
export const FORMATION_IDS = Object.keys(FORMATIONS) as FormationId[];
export const DEFAULT_FORMATION_ID: FormationId = '2-3-1';

export function isFormationId(value: string): value is FormationId {
  return Object.hasOwn(FORMATIONS, value);
}

/** How many slots of each line a formation has. */
export function countLineSlots(formation: Formation): Record<PitchLine, number> {
  const counts: Record<PitchLine, number> = { goalkeeper: 0, defence: 0, midfield: 0, attack: 0 };
  for (const slot of formation.slots) counts[slot.line] += 1;
  return counts;
}
