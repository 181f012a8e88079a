// The numeric columns of a standings row, in the order shown; each has a short and a full
// translated name (`tables.col.<id>.short` / `.full`).
import type { Standing } from '../../lib/competition';

export const STANDING_COLUMNS = [
  'played',
  'won',
  'wonAfterExtraTime',
  'wonOnPenalties',
  'drawn',
  'lostAfterExtraTime',
  'lostOnPenalties',
  'lost',
  'goalsFor',
  'goalsAgainst',
  'goalDifference',
  'points',
] as const satisfies readonly (keyof Standing)[];

export type StandingColumn = (typeof STANDING_COLUMNS)[number];

/** Every abbreviated heading of the table, the position and the form included. */
export const ABBREVIATED_COLUMNS = ['position', ...STANDING_COLUMNS, 'form'] as const;
export type AbbreviatedColumn = (typeof ABBREVIATED_COLUMNS)[number];

/** A goal difference reads with its sign: +7, 0, −3. */
export function formatColumnValue(column: StandingColumn, value: number): string {
  if (column !== 'goalDifference' || value === 0) return String(value);
  return value > 0 ? `+${value}` : `−${Math.abs(value)}`;
}
