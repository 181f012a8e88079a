import { getRecentForm, type Match, type SeasonMeta } from '../../lib/competition';
import type { Translate } from '../../lib/i18n/intl';
import type { GroupTable as GroupTableData } from '../../lib/tables';
import { SpoilerBlock } from '../reader/spoiler-block';
import { PositionChart } from './position-chart';
import { PositionLegend } from './position-legend';
import { StandingsTable } from './standings-table';

type GroupTableProps = {
  table: GroupTableData;
  meta: SeasonMeta;
  matches: readonly Match[];
  teamHref: (teamId: number, name: string) => string;
  t: Translate;
};

/** One group: its standings, what the colours mean, and how the positions moved (behind "show table" in spoiler-free mode). */
export function GroupTable({ table, meta, matches, teamHref, t }: GroupTableProps) {
  const { phase, group, standings, history } = table;
  const id = `group-${group.id}`;
  if (!standings || standings.standings.length === 0) {
    return (
      <section className="group-table" aria-labelledby={`${id}-heading`}>
        <h3 id={`${id}-heading`}>{group.name}</h3>
        <p className="empty-state">{t('tables.noStandings')}</p>
      </section>
    );
  }
  const legend = meta.positionLegend ?? [];
  const secondaryLegend = meta.secondaryPositionLegend ?? [];
  const teams = standings.standings.map((row) => row.team ?? { id: row.teamId, name: '—', shortName: '—' });
  return (
    <section className="group-table" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{group.name}</h3>
      <SpoilerBlock t={t} kind="table">
        <StandingsTable
          id={`${id}-standings`}
          caption={t('tables.caption', { phase: phase.name, group: group.name })}
          rows={standings.standings}
          legend={legend}
          secondaryLegend={secondaryLegend}
          formOf={(teamId) => getRecentForm(matches, teamId)}
          teamHref={teamHref}
          t={t}
        />
        <PositionLegend entries={[...legend, ...secondaryLegend]} t={t} />
        <h4>{t('tables.chart.heading')}</h4>
        <PositionChart id={`${id}-chart`} groupName={group.name} history={history} teams={teams} t={t} />
      </SpoilerBlock>
    </section>
  );
}
