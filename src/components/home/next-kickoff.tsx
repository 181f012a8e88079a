import { getLocale } from '../../config/locales';
import { getCompetitionApi } from '../../lib/competition';
import { formatCountdown } from '../../lib/home/countdown';
import { findNextKickoff } from '../../lib/home/match-picks';
import { loadCurrentSeasonTurns } from '../../lib/home/load-current-season';
import type { ShellProps } from '../../lib/page/page-types';
import { SectionUnavailable } from './home-section';
import { KickoffCountdown } from './kickoff-countdown';
import { KickoffTime } from '../time/kickoff-time';
import { TeamCrest } from './team-crest';

/** The region's next match: who, when in the region's zone, and how long until then. */
export async function NextKickoff({ shell }: { shell: ShellProps }) {
  const { region, edition, lang, t } = shell;
  if (!region) return null;
  const { season, turns } = await loadCurrentSeasonTurns(getCompetitionApi(), region, { genders: edition.genders, lang });
  if (!season) return <SectionUnavailable t={t} />;
  const match = findNextKickoff(turns);
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
        <KickoffCountdown kickoff={match.date} locale={locale} initial={initial} startingLabel={startingLabel} />
        <KickoffTime date={match.date} lang={lang} timeZone={region.timeZone} t={t} />
      </p>
    </div>
  );
}
