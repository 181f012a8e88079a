import type { RouteId } from '../../config/routes';
import { getCompetitionApi } from '../../lib/competition';
import { topSlice } from '../../lib/competition/rules/stats';
import type { MessageId } from '../../lib/i18n/messages';
import { pathIfAvailable } from '../../lib/navigation/resolve-menu';
import type { ShellProps } from '../../lib/page/page-types';
import { SectionUnavailable } from './home-section';
import { loadRegionSeason } from './load-region-season';
import { TeamCrest } from './team-crest';
import { fullName } from '../../lib/people/person-name';

type StatLeadersProps = {
  shell: ShellProps;
  /** Statistic code: `GOL` goals, `MVP` MVP awards. */
  code: string;
  totalId: MessageId;
  linkId: MessageId;
  linkRoute: RouteId;
};

/** The season's top three for one statistic (section 9), linking to the full ranking where that page exists. */
export async function StatLeaders({ shell, code, totalId, linkId, linkRoute }: StatLeadersProps) {
  const { edition, lang, region, t } = shell;
  const season = await loadRegionSeason(shell);
  if (!season) return <SectionUnavailable t={t} />;
  const leaders = topSlice(await getCompetitionApi().getPlayerStats(season.id, code, { pageSize: 3 }));
  if (leaders.length === 0) return <p className="empty-state">{t('home.leaders.empty')}</p>;
  const href = pathIfAvailable(linkRoute, { edition: edition.id, lang, region });
  return (
    <>
      <ol className="stat-leaders">
        {leaders.map((entry) => (
          <li key={entry.player.id} className="stat-leaders__row">
            <span className="stat-leaders__rank">{entry.ranking}</span>
            <TeamCrest team={entry.team} />
            <span className="stat-leaders__who">
              <span className="stat-leaders__player">{fullName(entry.player)}</span>
              {entry.team && <span className="stat-leaders__team">{entry.team.name}</span>}
            </span>
            <span className="stat-leaders__total">{t(totalId, { count: entry.total })}</span>
          </li>
        ))}
      </ol>
      {href && <p className="home-section__more"><a href={href}>{t(linkId)}</a></p>}
    </>
  );
}
