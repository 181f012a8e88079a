// What the server shows for a table URL: the rows the filter keeps, in the chosen order, one page.
import { STAT_PAGE_SIZE } from '../../config/stat-pages';
import { filterRows } from './filter-rows';
import { paginate, type PageSlice } from './paginate';
import { sortRows } from './sort-rows';
import type { StatRow, TableColumn } from './stat-row';
import type { TableQuery } from './table-query';

export function applyTableQuery(
  rows: readonly StatRow[],
  columns: readonly TableColumn[],
  query: TableQuery,
  localeTag: string,
  pageSize: number = STAT_PAGE_SIZE,
): PageSlice<StatRow> {
  const find = (id: string | undefined) => columns.find((column) => column.id === id);
  const kept = filterRows(rows, query.filter, find(query.filter?.column));
  const sortColumn = find(query.sort?.column);
  const ordered = query.sort && sortColumn ? sortRows(kept, sortColumn, query.sort.dir, localeTag) : kept;
  return paginate(ordered, query.page, pageSize);
}
