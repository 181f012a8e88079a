// Orders a statistics table by one column; ties keep the ranking's order (the sort is stable).
import { readCell, type StatRow, type TableColumn } from './stat-row';
import type { SortDirection } from './table-query';

/**
 * Numbers by value, names in the page language's alphabetical order ("Matchday 2" before
 * "Matchday 10"); unknown values go last whichever the direction.
 */
export function sortRows(rows: readonly StatRow[], column: TableColumn, dir: SortDirection, localeTag: string): StatRow[] {
  const collator = new Intl.Collator(localeTag, { numeric: true, sensitivity: 'base' });
  const sign = dir === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = readCell(a, column.id);
    const right = readCell(b, column.id);
    if (left === undefined || right === undefined) return left === right ? 0 : left === undefined ? 1 : -1;
    const order = typeof left === 'number' && typeof right === 'number' ? left - right : collator.compare(String(left), String(right));
    return sign * order;
  });
}
