import { Stylesheet } from '../components/stylesheet';
import { Breadcrumbs } from '../components/shell/breadcrumbs';
import { PageIntro } from '../components/shell/page-intro';
import { BestGoalkeeper } from '../components/stats/best-goalkeeper';
import { ColumnKey, columnFull } from '../components/stats/column-label';
import { StatBarChart } from '../components/stats/stat-bar-chart';
import { StatFilter } from '../components/stats/stat-filter';
import { StatTable } from '../components/stats/stat-table';
import { SpoilerBlock } from '../components/reader/spoiler-block';
import { TablePager } from '../components/stats/table-pager';
import { TopThree } from '../components/stats/top-three';
import { getLocale } from '../config/locales';
import { type StatPageConfig } from '../config/stat-pages';
import { STAT_PAGES, isStatPage } from '../config/routes';
import { formatOrdinal, isGoalkeeperOnlyCode, topSlice } from '../lib/competition';
import { buildPath } from '../lib/routing/build-path';
import {
  applyTableQuery, toMatchdayMvpChart, toRankingChart, formatStatValue, listColumnCodes, loadStatPage, defaultSort,
  listPageColumns, readCell, toTableColumn, readTableQuery, toTableSearch, type StatRow, type TableQuery,
} from '../lib/stats';
import type { ViewProps } from '../lib/page/page-types';

const CAPTION_ID = 'stat-table-caption';

/**
 * Every statistics ranking (STAT_PAGES): the top three, a chart of the top ten, and the full
 * table, which the URL sorts, filters and pages and the server renders.
 */
export async function StatPageView({ shell, resolution, title, description, data }: ViewProps) {
  const { edition, lang, region, t } = shell;
  if (!region || !isStatPage(resolution.routeId)) return null;
  const config: StatPageConfig = STAT_PAGES[resolution.routeId];
  const { season, rows } = await loadStatPage(data.competition, config, { region, edition, lang });

  const columns = listPageColumns(config);
  const query = readTableQuery(shell.query, columns);
  const slice = applyTableQuery(rows, columns, query, getLocale(lang).tag);
  const base = buildPath(resolution.routeId, lang, { region: region.slug });
  const hrefOf = (state: Partial<TableQuery>) => base + toTableSearch(state);
  const people = { lang, edition: edition.id, region };
  const ranking = config.ranking && toTableColumn(config.ranking);
  const figures = config.columns.map(toTableColumn);
  const isMatchdays = config.source === 'matchdayMvp';
  const goalkeepersOnly = listColumnCodes(config.columns).some(isGoalkeeperOnlyCode);

  const topRows = isMatchdays ? topSlice([...rows].reverse()) : topSlice(rows);
  const topValue = (row: StatRow) => {
    const value = ranking && readCell(row, ranking.id);
    return ranking && typeof value === 'number'
      ? { value: formatStatValue(value, ranking.format, lang), label: columnFull(ranking.id, t) }
      : undefined;
  };
  const chart = isMatchdays ? toMatchdayMvpChart(rows, lang) : ranking ? toRankingChart(rows, ranking, lang) : [];
  const chartLabel = ranking ? t('stats.chart.label', { statistic: columnFull(ranking.id, t) }) : t('stats.chart.mvpAwards');

  return (
    <>
      <Stylesheet id="stats" />
      <PageIntro shell={shell} resolution={resolution} title={title} description={description} season={season} />
      {goalkeepersOnly && <p className="muted">{t('stats.goalkeepersOnly')}</p>}
      {rows.length === 0 ? (
        <p className="empty-state">{t('stats.empty')}</p>
      ) : (
        <>
          <SpoilerBlock t={t} kind="statistics">
            {config.highlightBestGoalkeeper && (
              <BestGoalkeeper row={rows.find((row) => row.isBestGoalkeeper)} figures={figures} people={people} lang={lang} t={t} />
            )}
            <TopThree
              headingId="stat-top-heading"
              heading={t(isMatchdays ? 'stats.top.latest' : 'stats.top.heading')}
              rows={topRows}
              leadOf={(row) => (isMatchdays ? row.matchday ?? '' : row.rank === undefined ? '' : formatOrdinal(row.rank, lang))}
              valueOf={topValue}
              people={people}
            />
            <section className="stat-chart-section" aria-labelledby="stat-chart-heading">
              <h2 id="stat-chart-heading">{t(isMatchdays ? 'stats.chart.mvpHeading' : 'stats.chart.heading')}</h2>
              <StatBarChart label={chartLabel} describedBy={CAPTION_ID} note={t('stats.chart.note')} entries={chart} rtl={getLocale(lang).dir === 'rtl'} />
            </section>
            <section className="stat-ranking" aria-labelledby="stat-ranking-heading">
              <h2 id="stat-ranking-heading">{t(isMatchdays ? 'stats.table.matchdays' : 'stats.table.heading')}</h2>
              <StatFilter
                action={base}
                columns={columns}
                filter={query.filter}
                sort={query.sort}
                problem={query.filterProblem}
                clearHref={hrefOf({ sort: query.sort })}
                t={t}
              />
              <StatTable
                captionId={CAPTION_ID}
                caption={t('stats.table.caption', {
                  title,
                  first: formatStatValue(slice.first, 'integer', lang),
                  last: formatStatValue(slice.last, 'integer', lang),
                  total: formatStatValue(slice.total, 'integer', lang),
                })}
                columns={columns}
                rows={slice.rows}
                sort={query.sort ?? defaultSort(config)}
                sortHref={(column, dir) => hrefOf({ sort: { column: column.id, dir }, filter: query.filter })}
                empty={slice.outOfRange ? t('stats.table.pastEnd') : t('stats.table.noMatch')}
                people={people}
                lang={lang}
                t={t}
              />
              {slice.outOfRange && (
                <p>
                  <a href={hrefOf({ ...query, page: slice.pageCount })}>{t('stats.pager.last')}</a>
                </p>
              )}
              <TablePager page={slice.page} pageCount={slice.pageCount} hrefOf={(page) => hrefOf({ ...query, page })} lang={lang} t={t} />
              <ColumnKey ids={columns.map((column) => column.id)} t={t} />
            </section>
          </SpoilerBlock>
        </>
      )}
    </>
  );
}
