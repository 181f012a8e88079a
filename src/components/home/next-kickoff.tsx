import { getLocale } from '../../config/locales';
import type { Match, Season } from '../../lib/competition';
import { formatCountdown } from '../../lib/home';
import type { ShellProps } from '../../lib/page/page-types';
import { SectionUnavailable } from './home-section';
import { KickoffCountdown } from './kickoff-countdown';
import { KickoffTime } from '../time/kickoff-time';
import { TeamCrest } from './team-crest';

type NextKickoffProps = { shell: ShellProps; season?: Season; match?: Match };

/** The region's next match: who, when in the region's zone, and how long until then. */
export function NextKickoff({ shell, season, match }: NextKickoffProps) {
  const { region, lang, t } = shell;
  if (!region) return null;
  if (!season) return <SectionUnavailable t={t} />;
  if (!match) return <p className="empty-state">{t('home.next.none')}</p>;
  const locale = getLocale(lang).tag;
  const startingLabel = t('home.next.startingNow');
  const initial = formatCountdown(Date.parse(match.date) - Date.now(), locale) ?? startingLabel;
  return (
    <div className="next-kickoff">
      <p className="next-kickoff__teams">
        <TeamCrest team={match.homeTeam} size={32} />
        <span>{t('match.versus', { home: match.homeTeam?.name ?? '—', away: match.awayTeam?.name ?? '—' })}</span>
        <TeamCrest team={match.awayTeam} size={32} />
      </p>
      <p className="next-kickoff__when">
        <KickoffCountdown kickoff={match.date} initial={initial} startingLabel={startingLabel} />
        <KickoffTime date={match.date} lang={lang} timeZone={region.timeZone} t={t} />
      </p>
    </div>
  );
}
