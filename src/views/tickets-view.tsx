import { JsonLd } from '../components/head/json-ld';
import { LeaguePage } from '../components/league-pages/league-page';
import { MatchdayCard } from '../components/league-pages/matchday-card';
import type { Match } from '../lib/competition';
import { buildTicketEvents, loadUpcomingMatchdays } from '../lib/league-pages';
import { hasMatchPage, matchPath } from '../lib/match';
import { toSafeExternalUrl } from '../lib/navigation/safe-url';
import type { ViewProps } from '../lib/page/page-types';
import { buildPath } from '../lib/routing/build-path';
import { ExternalLink } from '../components/league-pages/external-link';

/** How many matchdays ahead the page lists: sales open about two weeks before a matchday. */
const MATCHDAYS_ON_SALE = 3;

/** The next matchdays on sale: venue, day and kick-offs in the region's time and the visitor's, and where to buy. */
export async function TicketsView(props: ViewProps) {
  const { shell, data } = props;
  const { edition, lang, region, t, domain, pathname } = shell;
  if (!region) return null;
  const ticketsUrl = region.ticketsUrl ? toSafeExternalUrl(region.ticketsUrl) : undefined;
  const { season, matchdays } = await loadUpcomingMatchdays(data.competition, region, { genders: edition.genders, lang }, MATCHDAYS_ON_SALE);
  const matchHref = (match: Match) => (season && hasMatchPage(match, season.competitionId) ? matchPath(match, region.slug, lang) : undefined);
  const onSale = ticketsUrl ? matchdays : [];
  const events = ticketsUrl
    ? buildTicketEvents({
        matchdays: onSale,
        ticketsUrl,
        urlOf: (match) => new URL(matchHref(match) ?? pathname, domain).toString(),
        origin: domain,
        organizer: region.leagueTitle,
        describe: (matchday) => t('pages.tickets.event', { matchday: matchday.name, league: region.leagueTitle }),
      })
    : [];
  return (
    <LeaguePage {...props} kind="tickets">
      {events.length > 0 && <JsonLd data={events} />}
      {ticketsUrl && (
        <section className="ticket-banner" aria-label={t('pages.tickets.buy')}>
          <p className="ticket-banner__text">{t('pages.tickets.official')}</p>
          <ExternalLink className="button button--accent" href={ticketsUrl} label={t('pages.tickets.buy')} t={t} />
        </section>
      )}
      <section aria-labelledby="page-upcoming">
        <h2 id="page-upcoming">{t('pages.tickets.upcoming')}</h2>
        {onSale.length > 0 ? (
          <div className="matchday-grid">
            {onSale.map((matchday) => (
              <MatchdayCard key={matchday.id} matchday={matchday} buyHref={ticketsUrl} matchHref={matchHref} lang={lang} timeZone={region.timeZone} t={t} />
            ))}
          </div>
        ) : (
          <p className="empty-state">{t(season || !ticketsUrl ? 'pages.tickets.empty' : 'pages.tickets.unavailable')}</p>
        )}
        <p className="league-page__more">
          <a href={buildPath('matches', lang, { region: region.slug })}>{t('pages.tickets.fixtures')}</a>
        </p>
      </section>
    </LeaguePage>
  );
}
