// The statistics pages' front door: their rows, the URL's sort, filter and page, and the chart.
export { applyTableQuery } from './apply-table-query';
export { BAR_CHART, layOutBarChart, type ChartEntry } from './bar-chart';
export { toMatchdayMvpChart, toRankingChart } from './chart-entries';
export { formatStatValue } from './format-value';
export { loadHubPreviews, type HubPreview } from './hub-previews';
export { loadStatPage, type StatPageData } from './load-stat-page';
export { listColumnCodes } from './load-stat-rows';
export { defaultSort, listPageColumns } from './page-columns';
export { listPageLinks } from './paginate';
export { readCell, toTableColumn, type StatRow, type TableColumn } from './stat-row';
export {
  FILTER_MODES, NUMBER_MODES, TEXT_MODES, firstDirection, readTableQuery, toTableSearch,
  type FilterProblem, type SortDirection, type TableFilter, type TableQuery, type TableSort,
} from './table-query';
