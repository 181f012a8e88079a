import type { Match } from '../../lib/competition';
import { formatKickoffClock, formatKickoffDay } from '../../lib/i18n/format-date';
import { hasMatchPage, matchPath } from '../../lib/match';
import type { ShellProps } from '../../lib/page/page-types';
import { OUT } from './widget-frame';

type MatchLineProps = { shell: ShellProps; match: Match; competitionId: number; highlight?: number };

/** One match in a widget's list: the sides, the score or the kick-off, its state; the match page a tab away. */
export function MatchLine({ shell, match, competitionId, highlight }: MatchLineProps) {
  const { lang, region, t } = shell;
  if (!region) return null;
  const { scores } = match;
  const scored = match.displayStatus !== 'scheduled' && scores.home !== undefined && scores.away !== undefined;
  const home = match.homeTeam?.name ?? '—';
  const away = match.awayTeam?.name ?? '—';
  const middle = scored ? (
    <span className="match-line__score">{`${scores.home}–${scores.away}`}</span>
  ) : (
    <time className="match-line__time" dateTime={match.date}>
      {`${formatKickoffDay(match.date, lang, region.timeZone)} ${formatKickoffClock(match.date, lang, region.timeZone)}`}
    </time>
  );
  const mark = (teamId: number | undefined) => (highlight !== undefined && teamId === highlight ? 'match-line__team match-line__team--mine' : 'match-line__team');
  const body = (
    <>
      <bdi className={mark(match.homeTeamId)}>{home}</bdi>
      {middle}
      <bdi className={mark(match.awayTeamId)}>{away}</bdi>
    </>
  );
  const tone = ['live', 'ended'].includes(match.displayStatus) ? match.displayStatus : 'scheduled';
  return (
    <li className={`match-line match-line--${tone}`}>
      {hasMatchPage(match, competitionId) ? <a className="match-line__link" href={matchPath(match, region.slug, lang)} {...OUT}>{body}</a> : <span className="match-line__link">{body}</span>}
      {tone === 'live' && <span className="badge badge--live">{t('match.status.live')}</span>}
    </li>
  );
}
