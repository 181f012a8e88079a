// A statistics table's state lives in its URL, so a sorted or filtered table can be shared and is
// rendered by the server: `?sort=<column>&dir=asc|desc&col=<column>&op=<mode>&q=<value>&page=<n>`.
// The resolver already refuses malformed values (the route's record, src/config/query-fields.ts);
// this reads them again against the page's own columns and drops what does not fit instead of failing.
import type { StatColumnId } from '../../config/stat-pages';
import type { CellType, TableColumn } from './stat-row';

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** Section 9's data-table filter modes. */
export const TEXT_MODES = ['starts', 'contains', 'notContains', 'ends', 'eq', 'ne'] as const;
export const NUMBER_MODES = ['eq', 'ne', 'lt', 'le', 'gt', 'ge'] as const;
export type TextMode = (typeof TEXT_MODES)[number];
export type NumberMode = (typeof NUMBER_MODES)[number];
export type FilterMode = TextMode | NumberMode;
export const FILTER_MODES: readonly FilterMode[] = [...new Set<FilterMode>([...TEXT_MODES, ...NUMBER_MODES])];

export type TableSort = { column: StatColumnId; dir: SortDirection };
export type TableFilter = { column: StatColumnId; mode: FilterMode; value: string };
export type TableQuery = { page: number; sort?: TableSort; filter?: TableFilter };
/** Why a filter in the URL was set aside: a mode the column has not, or a number that is none. */
export type FilterProblem = 'mode' | 'number';
export type ReadTableQuery = TableQuery & { filterProblem?: FilterProblem };

export const MAX_FILTER_LENGTH = 40;

export function modesFor(type: CellType): readonly FilterMode[] {
  return type === 'text' ? TEXT_MODES : NUMBER_MODES;
}

/** The first way to sort a column: names A–Z and ranks from 1, figures largest first. */
export function firstDirection(column: TableColumn): SortDirection {
  return column.type === 'text' || column.id === 'rank' || column.id === 'matchday' ? 'asc' : 'desc';
}

const PAGE = /^[1-9]\d{0,3}$/;
const isIn = <T extends string>(list: readonly T[], value: string | undefined): value is T =>
  value !== undefined && (list as readonly string[]).includes(value);

// Western, Arabic-Indic and Eastern Arabic-Indic digits, and the Arabic decimal separator.
const toAsciiDigits = (text: string) =>
  text.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, '.');

/** A number as a visitor types it: `12`, `4.5`, `4,5`, `62 %`, `٦٢`; undefined when it is none. */
export function parseFilterNumber(text: string): number | undefined {
  const plain = toAsciiDigits(text).replace(/[\s%\u066a]/g, '').replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(plain)) return undefined;
  return Number(plain);
}

/** A statistics table's parameters, as the resolver parsed them. */
export type TableParams = Readonly<{ page?: string; sort?: string; dir?: string; col?: string; op?: string; q?: string }>;

export function readTableQuery(params: TableParams, columns: readonly TableColumn[]): ReadTableQuery {
  const byId = new Map(columns.map((column) => [column.id as string, column]));
  const pageText = params.page;
  const query: ReadTableQuery = { page: pageText && PAGE.test(pageText) ? Number(pageText) : 1 };

  const sortColumn = byId.get(params.sort ?? '');
  if (sortColumn) {
    const dir = params.dir;
    query.sort = { column: sortColumn.id, dir: isIn(SORT_DIRECTIONS, dir) ? dir : firstDirection(sortColumn) };
  }

  const filterColumn = byId.get(params.col ?? '');
  const value = (params.q ?? '').trim().slice(0, MAX_FILTER_LENGTH);
  const mode = params.op;
  if (filterColumn && value !== '') {
    if (!isIn(modesFor(filterColumn.type), mode)) query.filterProblem = 'mode';
    else if (filterColumn.type === 'number' && parseFilterNumber(value) === undefined) query.filterProblem = 'number';
    else query.filter = { column: filterColumn.id, mode, value };
  }
  return query;
}

/** The query string of a state, in a fixed order and without defaults: `?sort=goals&dir=asc&page=2`. */
export function toTableSearch({ page, sort, filter }: Partial<TableQuery>): string {
  const params = new URLSearchParams();
  if (sort) {
    params.set('sort', sort.column);
    params.set('dir', sort.dir);
  }
  if (filter) {
    params.set('col', filter.column);
    params.set('op', filter.mode);
    params.set('q', filter.value);
  }
  if (page !== undefined && page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
