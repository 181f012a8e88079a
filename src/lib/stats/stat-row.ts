// One row of a statistics table, whatever it ranks, and how each column reads it.
import { STAT_COLUMNS, type StatCode, type StatColumnId, type ValueFormat } from '../../config/stat-pages';
import type { PlayerRef, TeamRef } from '../competition/types';
import { fullName } from '../people';

export type StatRow = {
  /** Unique within a table: `p{playerId}`, `t{teamId}` or `m{turnId}`. */
  key: string;
  /** The ranking statistic's position (ties share one); absent where nothing is ranked. */
  rank?: number;
  player?: PlayerRef;
  team?: TeamRef;
  /** The matchday's name, on the matchday MVP table. */
  matchday?: string;
  matchesPlayed?: number;
  /** Totals by statistic code; a code the upstream left out for this row is absent. */
  values: Readonly<Partial<Record<StatCode, number>>>;
  isBestGoalkeeper?: boolean;
};

export type CellType = 'text' | 'number';
export type TableColumn = { id: StatColumnId; type: CellType; format: ValueFormat };

export function toTableColumn(id: StatColumnId): TableColumn {
  const definition = STAT_COLUMNS[id];
  switch (definition.kind) {
    case 'player':
    case 'team':
    case 'matchday':
      return { id, type: 'text', format: 'integer' };
    case 'rank':
      return { id, type: 'number', format: 'integer' };
    default:
      return { id, type: 'number', format: definition.format };
  }
}


function ratio(row: StatRow, numerator: StatCode, denominator: readonly StatCode[]): number | undefined {
  const top = row.values[numerator];
  const parts = denominator.map((code) => row.values[code]);
  if (top === undefined || parts.some((part) => part === undefined)) return undefined;
  const bottom = parts.reduce<number>((sum, part) => sum + (part ?? 0), 0);
  return bottom > 0 ? top / bottom : undefined;
}

/** What a cell holds: text for names, a number for figures, undefined when unknown. */
export function readCell(row: StatRow, id: StatColumnId): string | number | undefined {
  const definition = STAT_COLUMNS[id];
  switch (definition.kind) {
    case 'rank':
      return row.rank;
    case 'player':
      return row.player && fullName(row.player);
    case 'team':
      return row.team?.name;
    case 'matchday':
      return row.matchday;
    case 'matches':
      return row.matchesPlayed;
    case 'code':
      return row.values[definition.code];
    case 'ratio':
      return ratio(row, definition.numerator, definition.denominator);
  }
}
