import type { LocaleCode } from '../../config/locales';
import type { Match } from '../../lib/competition';
import type { Translate } from '../../lib/i18n/intl';
import { formatMatchTime, formatMatchday, type UpcomingMatchday } from '../../lib/league-pages';
import { KickoffTime } from '../time/kickoff-time';
import { ExternalLink } from './external-link';

type MatchdayCardProps = {
  matchday: UpcomingMatchday;
  /** Where this matchday's tickets are sold; no button without one. */
  buyHref?: string;
  /** A match's own page, where it has one. */
  matchHref: (match: Match) => string | undefined;
  lang: LocaleCode;
  timeZone: string;
  t: Translate;
};

/** One matchday on sale: its day, its venue, its matches by kick-off, and the way to buy. */
export function MatchdayCard({ matchday, buyHref, matchHref, lang, timeZone, t }: MatchdayCardProps) {
  const headingId = `page-matchday-${matchday.id}`;
  return (
    <article className="matchday-card" aria-labelledby={headingId}>
      <header className="matchday-card__header">
        <h3 id={headingId} className="matchday-card__name">{matchday.name}</h3>
        <p className="matchday-card__day">{formatMatchday(matchday.firstKickoff, lang, timeZone)}</p>
        <p className="matchday-card__kickoff">
          <span className="matchday-card__label">{t('pages.matchday.firstMatch')}</span>
          <KickoffTime date={matchday.firstKickoff} lang={lang} timeZone={timeZone} t={t} />
        </p>
        {matchday.venues.map((venue) => (
          <p key={venue} className="matchday-card__venue">{t('pages.tickets.venue', { venue })}</p>
        ))}
      </header>
      <ol className="matchday-card__matches" aria-label={t('pages.tickets.matches', { count: matchday.matches.length })}>
        {matchday.matches.map((match) => {
          const label = t('match.versus', { home: match.homeTeam?.name ?? '—', away: match.awayTeam?.name ?? '—' });
          const href = matchHref(match);
          return (
            <li key={match.id} className="matchday-card__match">
              <time className="matchday-card__time" dateTime={match.date}>{formatMatchTime(match.date, lang, timeZone)}</time>
              {href ? <a href={href}>{label}</a> : <span>{label}</span>}
            </li>
          );
        })}
      </ol>
      {buyHref && (
        <ExternalLink
          className="button button--accent matchday-card__buy" href={buyHref} label={t('pages.tickets.buy')} about={matchday.name} t={t}
        />
      )}
    </article>
  );
}
