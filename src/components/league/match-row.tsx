import type { LocaleCode } from '../../config/locales';
import type { Match } from '../../lib/competition';
import type { Translate } from '../../lib/i18n/intl';
import { matchFavouriteKeys } from '../../lib/reader/favourite-team';
import { ShowScoreButton } from '../reader/show-score-button';
import { MatchStatusBadge } from './match-status-badge';
import { KickoffTime } from '../time/kickoff-time';

type MatchRowProps = { match: Match; t: Translate; lang: LocaleCode; timeZone: string };

/** One fixture: who plays whom, when (in the region's zone), the score once there is one. */
export function MatchRow({ match, t, lang, timeZone }: MatchRowProps) {
  const home = match.homeTeam?.name ?? '—';
  const away = match.awayTeam?.name ?? '—';
  const hasScore = match.displayStatus !== 'scheduled' && match.scores.home !== undefined && match.scores.away !== undefined;
  const hasShootout = match.scores.homeShootout !== undefined && match.scores.awayShootout !== undefined;
  return (
    <li className={`match-row match-row--${match.displayStatus}`} data-fav={matchFavouriteKeys(match)} data-spoiler-scope={hasScore || undefined}>
      <span className="match-row__teams">{t('match.versus', { home, away })}</span>
      <span className="match-row__score">
        {hasScore && (
          <span data-spoiler-gone>
            {t('match.score', { home: match.scores.home ?? 0, away: match.scores.away ?? 0 })}
            {hasShootout ? ` ${t('match.shootout', { home: match.scores.homeShootout ?? 0, away: match.scores.awayShootout ?? 0 })}` : null}
          </span>
        )}
        {hasScore && <ShowScoreButton t={t} home={home} away={away} />}
      </span>
      <MatchStatusBadge match={match} t={t} />
      <KickoffTime className="match-row__time" date={match.date} lang={lang} timeZone={timeZone} t={t} />
    </li>
  );
}
