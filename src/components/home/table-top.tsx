import { getCompetitionApi } from '../../lib/competition';
import { findRegularSeasonGroup } from '../../lib/home/standings-group';
import { pathIfAvailable } from '../../lib/navigation/resolve-menu';
import type { ShellProps } from '../../lib/page/page-types';
import { SectionUnavailable } from './home-section';
import { loadRegionSeason } from './load-region-season';
import { StandingsTop } from './standings-top';

export const TABLE_TOP_ROWS = 4;

/** The top of the regular season's table, with the way to the full one. */
export async function TableTop({ shell, headingId }: { shell: ShellProps; headingId: string }) {
  const { edition, lang, region, t } = shell;
  const season = await loadRegionSeason(shell);
  const group = season && findRegularSeasonGroup(season);
  const standings = group && (await getCompetitionApi().getGroupStandings(group.id));
  const rows = [...(standings?.standings ?? [])].sort((a, b) => a.rank - b.rank).slice(0, TABLE_TOP_ROWS);
  if (rows.length === 0) return <SectionUnavailable t={t} />;
  const href = pathIfAvailable('tables', { edition: edition.id, lang, region });
  return (
    <>
      <StandingsTop rows={rows} t={t} labelledBy={headingId} />
      {href && <p className="home-section__more"><a href={href}>{t('home.table.link')}</a></p>}
    </>
  );
}
