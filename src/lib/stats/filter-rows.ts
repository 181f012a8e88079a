// Section 9's data-table filter modes applied to a statistics table's rows.
import { toSearchText, toShownNumber } from './compare-values';
import { readCell, type StatRow, type TableColumn } from './stat-row';
import { parseFilterNumber, type FilterMode, type NumberMode, type TableFilter, type TextMode } from './table-query';

const TEXT_TESTS: Readonly<Record<TextMode, (cell: string, wanted: string) => boolean>> = {
  starts: (cell, wanted) => cell.startsWith(wanted),
  contains: (cell, wanted) => cell.includes(wanted),
  notContains: (cell, wanted) => !cell.includes(wanted),
  ends: (cell, wanted) => cell.endsWith(wanted),
  eq: (cell, wanted) => cell === wanted,
  ne: (cell, wanted) => cell !== wanted,
};

const NUMBER_TESTS: Readonly<Record<NumberMode, (cell: number, wanted: number) => boolean>> = {
  eq: (cell, wanted) => cell === wanted,
  ne: (cell, wanted) => cell !== wanted,
  lt: (cell, wanted) => cell < wanted,
  le: (cell, wanted) => cell <= wanted,
  gt: (cell, wanted) => cell > wanted,
  ge: (cell, wanted) => cell >= wanted,
};

const isTextMode = (mode: FilterMode): mode is TextMode => mode in TEXT_TESTS;
const isNumberMode = (mode: FilterMode): mode is NumberMode => mode in NUMBER_TESTS;

/**
 * The rows the filter keeps. An unknown value never matches a comparison, but "does not
 * contain" and "not equal" keep it, as a visitor reading the table would expect.
 */
export function filterRows(rows: readonly StatRow[], filter: TableFilter | undefined, column: TableColumn | undefined): StatRow[] {
  if (!filter || !column || column.id !== filter.column) return [...rows];
  const negative = filter.mode === 'notContains' || filter.mode === 'ne';
  if (column.type === 'text') {
    if (!isTextMode(filter.mode)) return [...rows];
    const test = TEXT_TESTS[filter.mode];
    const wanted = toSearchText(filter.value);
    return rows.filter((row) => {
      const cell = readCell(row, column.id);
      return typeof cell === 'string' ? test(toSearchText(cell), wanted) : negative;
    });
  }
  const wanted = parseFilterNumber(filter.value);
  if (wanted === undefined || !isNumberMode(filter.mode)) return [...rows];
  const test = NUMBER_TESTS[filter.mode];
  return rows.filter((row) => {
    const cell = readCell(row, column.id);
    return typeof cell === 'number' ? test(toShownNumber(cell, column.format), wanted) : negative;
  });
}
