// What a statistics hub previews of each page it lists: the top three of that page's ranking.
import { type StatPageConfig } from '../../config/stat-pages';
import { STAT_PAGES, type StatPageRouteId } from '../../config/routes';
import { topSlice } from '../competition/rules/stats';
import type { CompetitionApi } from '../competition/api';
import { loadStatRows, type StatLoadContext } from './load-stat-rows';
import type { StatRow } from './stat-row';

export type HubPreview = { routeId: StatPageRouteId; config: StatPageConfig; rows: StatRow[] };

/** A page's config reading its ranking statistic alone: the preview shows nothing else. */
export function toPreviewConfig(config: StatPageConfig): StatPageConfig {
  return { ...config, columns: config.ranking ? [config.ranking] : [] };
}

/** Each page's top three, in parallel; the matchday MVP page previews the three latest matchdays. */
export function loadHubPreviews(api: CompetitionApi, routeIds: readonly StatPageRouteId[], context: StatLoadContext): Promise<HubPreview[]> {
  return Promise.all(
    routeIds.map(async (routeId) => {
      const config: StatPageConfig = STAT_PAGES[routeId];
      const rows = await loadStatRows(api, toPreviewConfig(config), context);
      return { routeId, config, rows: topSlice(config.source === 'matchdayMvp' ? [...rows].reverse() : rows) };
    }),
  );
}
