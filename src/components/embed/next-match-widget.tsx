import type { Match } from '../../lib/competition';
import { formatCountdown } from '../../lib/home/browser';
import { formatKickoffClock, formatKickoffDay } from '../../lib/i18n/format-date';
import { getLocale } from '../../config/locales';
import type { ShellProps } from '../../lib/page/page-types';
import { KickoffCountdown } from '../home/kickoff-countdown';
import { MatchLine } from './match-line';
import { WidgetFrame } from './widget-frame';

type NextMatchWidgetProps = { shell: ShellProps; heading: string; match?: Match; competitionId: number; team: number; now: number };

/** A team's next match, its kick-off in the league's time and a countdown the widget's script keeps current. */
export function NextMatchWidget({ shell, heading, match, competitionId, team, now }: NextMatchWidgetProps) {
  const { t, lang, region } = shell;
  if (!match || !region) {
    return <WidgetFrame shell={shell} heading={heading} headingId="widget-heading"><p className="widget__empty">{t('embed.next.none')}</p></WidgetFrame>;
  }
  const countdown = formatCountdown(Date.parse(match.date) - now, getLocale(lang).tag);
  return (
    <WidgetFrame shell={shell} heading={heading} headingId="widget-heading">
      <ul className="match-lines">
        <MatchLine shell={shell} match={match} competitionId={competitionId} highlight={team} />
      </ul>
      {match.displayStatus === 'scheduled' && (
        <p className="next-match__when">
          <time dateTime={match.date}>{`${formatKickoffDay(match.date, lang, region.timeZone)} · ${formatKickoffClock(match.date, lang, region.timeZone)}`}</time>
          {countdown && <> · <KickoffCountdown kickoff={match.date} initial={countdown} startingLabel={t('home.next.startingNow')} /></>}
        </p>
      )}
    </WidgetFrame>
  );
}
