// The columns a statistics page's table shows, in order: who first, then the page's figures.
import type { StatColumnId, StatPageConfig } from '../../config/stat-pages';
import { toTableColumn, type TableColumn } from './stat-row';

export function listPageColumns(config: StatPageConfig): TableColumn[] {
  const leading: StatColumnId[] =
    config.source === 'matchdayMvp' ? ['matchday', 'player', 'team']
      : config.scope === 'players' ? ['rank', 'player', 'team']
        : ['rank', 'team'];
  return [...leading, ...config.columns].map(toTableColumn);
}

/** The column the page is ordered by when the URL names none, and its direction. */
export function defaultSort(config: StatPageConfig): { column: StatColumnId; dir: 'asc' | 'desc' } {
  return { column: config.source === 'matchdayMvp' ? 'matchday' : 'rank', dir: 'asc' };
}
