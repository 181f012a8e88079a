import { Stylesheet } from '../components/stylesheet';
import { Breadcrumbs } from '../components/shell/breadcrumbs';
import { PageIntro } from '../components/shell/page-intro';
import { ColumnKey } from '../components/tables/column-heading';
import { GroupTable } from '../components/tables/group-table';
import { ABBREVIATED_COLUMNS } from '../components/tables/standing-columns';
import { teamPagePath } from '../lib/people';
import { loadTables } from '../lib/tables';
import type { ViewProps } from '../lib/page/page-types';

/**
 * The standings of every group of the region's current season, phase by phase. Serves both
 * `tables` and `tablesKwcc`: the route table lets the latter exist only for king-of-kings,
 * so the region's own season is the world club championship's.
 */
export async function TablesView({ shell, resolution, title, description, data }: ViewProps) {
  const { edition, lang, region, t } = shell;
  if (!region) return null;
  const { season, tables, matches } = await loadTables(data.competition, {
    genders: edition.genders, competitions: region.competitionId, lang,
  });
  const phases = [...new Map(tables.map((table) => [table.phase.id, table.phase])).values()];
  const teamHref = (teamId: number, name: string) => teamPagePath({ lang, edition: edition.id, region }, { id: teamId, name });
  return (
    <>
      <Stylesheet id="tables" />
      <PageIntro shell={shell} resolution={resolution} title={title} description={description} season={season} />
      {tables.length === 0 && <p className="empty-state">{t('tables.noStandings')}</p>}
      {phases.map((phase) => (
        <section key={phase.id} className="phase-tables" aria-labelledby={`phase-${phase.id}-heading`}>
          <h2 id={`phase-${phase.id}-heading`}>{phase.name}</h2>
          {tables
            .filter((table) => table.phase.id === phase.id)
            .map((table) => (
              <GroupTable key={table.group.id} table={table} meta={season?.meta ?? {}} matches={matches} teamHref={teamHref} t={t} />
            ))}
        </section>
      ))}
      {tables.length > 0 && <ColumnKey columns={ABBREVIATED_COLUMNS} t={t} />}
    </>
  );
}
