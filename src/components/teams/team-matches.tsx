import type { LocaleCode } from '../../config/locales';
import type { Match } from '../../lib/competition';
import { isolate } from '../../lib/match';
import type { Translate } from '../../lib/i18n/intl';
import { matchFavouriteKeys } from '../../lib/reader/favourite-team';
import { ShowScoreButton } from '../reader/show-score-button';
import { MatchStatusBadge } from '../league/match-status-badge';
import { KickoffTime } from '../time/kickoff-time';

type TeamMatchesProps = {
  matches: readonly Match[];
  /** The match's own page, where the competition has match pages and its region is known. */
  matchHref: (match: Match) => string | undefined;
  lang: LocaleCode;
  timeZone: string;
  t: Translate;
};

function TeamMatch({ match, href, lang, timeZone, t }: { match: Match; href?: string } & Omit<TeamMatchesProps, 'matches' | 'matchHref'>) {
  const { home, away, homeShootout, awayShootout } = match.scores;
  const played = match.displayStatus === 'live' || match.displayStatus === 'ended';
  const hasScore = played && home !== undefined && away !== undefined;
  // Isolated, so a Latin name keeps its reading order inside an Arabic sentence and the reverse.
  const teams = t('match.versus', { home: isolate(match.homeTeam?.name ?? '—'), away: isolate(match.awayTeam?.name ?? '—') });
  return (
    <li className={`match-row team-match team-match--${match.displayStatus}`} data-match-id={match.id} data-fav={matchFavouriteKeys(match)} data-spoiler-scope={hasScore || undefined}>
      <span className="team-match__turn muted">{match.turnName}</span>
      <span className="match-row__teams">{href ? <a href={href}>{teams}</a> : teams}</span>
      <span className="match-row__score">
        {hasScore && (
          <span data-spoiler-gone>
            {t('match.score', { home, away })}
            {homeShootout !== undefined && awayShootout !== undefined && (
              <span className="team-match__shootout"> {t('match.shootout', { home: homeShootout, away: awayShootout })}</span>
            )}
          </span>
        )}
        {hasScore && <ShowScoreButton t={t} home={match.homeTeam?.name} away={match.awayTeam?.name} />}
      </span>
      <MatchStatusBadge match={match} t={t} />
      <KickoffTime className="match-row__time" date={match.date} lang={lang} timeZone={timeZone} t={t} />
    </li>
  );
}

/** The season's matches in date order: score and shootout once played, status, kick-off in the region's zone. */
export function TeamMatches({ matches, matchHref, lang, timeZone, t }: TeamMatchesProps) {
  return (
    <section className="team-section" aria-labelledby="team-matches-heading">
      <h2 id="team-matches-heading">{t('teams.matches.heading')}</h2>
      {matches.length === 0 ? (
        <p className="empty-state">{t('teams.matches.empty')}</p>
      ) : (
        <ul className="match-list team-matches">
          {matches.map((match) => (
            <TeamMatch key={match.id} match={match} href={matchHref(match)} lang={lang} timeZone={timeZone} t={t} />
          ))}
        </ul>
      )}
    </section>
  );
}
