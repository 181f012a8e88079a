import type { RouteId } from '../../config/routes';
import type { StatRankingEntry } from '../../lib/competition';
import type { MessageId } from '../../lib/i18n/messages';
import { pathIfAvailable } from '../../lib/navigation/resolve-menu';
import type { ShellProps } from '../../lib/page/page-types';
import { fullName, playerPagePath, teamPagePath } from '../../lib/people';
import { SectionUnavailable } from './home-section';
import { TeamCrest } from './team-crest';

type StatLeadersProps = {
  shell: ShellProps;
  /** The top three; undefined when the season cannot be had. */
  leaders: Promise<readonly StatRankingEntry[] | undefined>;
  totalId: MessageId;
  linkId: MessageId;
  linkRoute: RouteId;
};

/** The season's top three for one statistic (section 9), linking to the full ranking where that page exists. */
export async function StatLeaders({ shell, leaders: loading, totalId, linkId, linkRoute }: StatLeadersProps) {
  const { edition, lang, region, t } = shell;
  const leaders = await loading;
  if (!leaders) return <SectionUnavailable t={t} />;
  if (leaders.length === 0) return <p className="empty-state">{t('home.leaders.empty')}</p>;
  const href = pathIfAvailable(linkRoute, { edition: edition.id, lang, region });
  const links = { lang, edition: edition.id, region };
  return (
    <>
      <ol className="stat-leaders">
        {leaders.map((entry) => (
          <li key={entry.player.id} className="stat-leaders__row">
            <span className="stat-leaders__rank">{entry.ranking}</span>
            <TeamCrest team={entry.team} />
            <span className="stat-leaders__who">
              <a className="stat-leaders__player" href={playerPagePath(links, entry.player)}>{fullName(entry.player)}</a>
              {entry.team && <a className="stat-leaders__team" href={teamPagePath(links, entry.team)}>{entry.team.name}</a>}
            </span>
            <span className="stat-leaders__total">{t(totalId, { count: entry.total })}</span>
          </li>
        ))}
      </ol>
      {href && <p className="home-section__more"><a href={href}>{t(linkId)}</a></p>}
    </>
  );
}
