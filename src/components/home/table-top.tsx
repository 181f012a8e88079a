import type { Standing } from '../../lib/competition';
import { pathIfAvailable } from '../../lib/navigation/resolve-menu';
import type { ShellProps } from '../../lib/page/page-types';
import { SectionUnavailable } from './home-section';
import { StandingsTop } from './standings-top';

type TableTopProps = { shell: ShellProps; headingId: string; rows: Promise<readonly Standing[]> };

/** The top of the regular season's table, with the way to the full one. */
export async function TableTop({ shell, headingId, rows: loading }: TableTopProps) {
  const { edition, lang, region, t } = shell;
  const rows = await loading;
  if (rows.length === 0) return <SectionUnavailable t={t} />;
  const href = pathIfAvailable('tables', { edition: edition.id, lang, region });
  return (
    <>
      <StandingsTop rows={rows} t={t} labelledBy={headingId} links={{ lang, edition: edition.id, region }} />
      {href && <p className="home-section__more"><a href={href}>{t('home.table.link')}</a></p>}
    </>
  );
}
