// schema.org SportsEvent for every match on sale, each with the offer that sells it.
import type { Match } from '../competition/types';
import { buildSportsEvent } from '../match';
import type { UpcomingMatchday } from './matchdays';

export type TicketEventsInput = {
  matchdays: readonly UpcomingMatchday[];
  /** Where tickets are bought, already through the external-link guard. */
  ticketsUrl: string;
  /** The match's own page where it has one, else the tickets page. */
  urlOf: (match: Match) => string;
  origin: string;
  organizer: string;
  /** "Matchday 9 · Kings League Spain": what the event is part of. */
  describe: (matchday: UpcomingMatchday) => string;
};

const matchName = (match: Match) => `${match.homeTeam?.name ?? '?'} – ${match.awayTeam?.name ?? '?'}`;

export function buildTicketEvents({ matchdays, ticketsUrl, urlOf, origin, organizer, describe }: TicketEventsInput) {
  return matchdays.flatMap((matchday) =>
    matchday.matches.map((match) => ({
      ...buildSportsEvent({ match, url: urlOf(match), origin, name: matchName(match), description: describe(matchday), organizer }),
      offers: {
        '@type': 'Offer',
        url: ticketsUrl,
        availability: 'https://schema.org/InStock',
        // Sales close when the match starts.
        validThrough: match.date,
      },
    })),
  );
}
