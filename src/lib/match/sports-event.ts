// schema.org SportsEvent for a match page, and its safe serialisation inside a <script> element.
import type { Match } from '../competition/types';

const SCHEMA = 'https://schema.org/';

/** schema.org's EventStatusType by the site's display status; live and ended matches were held as planned. */
export function toEventStatus(displayStatus: string): string {
  if (displayStatus === 'rescheduled') return `${SCHEMA}EventPostponed`;
  if (displayStatus === 'cancelled' || displayStatus === 'abandoned') return `${SCHEMA}EventCancelled`;
  return `${SCHEMA}EventScheduled`;
}

export type SportsEventInput = {
  match: Match;
  /** The page's own absolute address. */
  url: string;
  /** Where relative crest addresses are resolved. */
  origin: string;
  name: string;
  /** The score line for a live or ended match, the page's purpose otherwise. */
  description: string;
  organizer: string;
  videoUrl?: string;
};

function team(ref: Match['homeTeam'], origin: string) {
  if (!ref) return undefined;
  return {
    '@type': 'SportsTeam',
    name: ref.name,
    ...(ref.logoUrl ? { logo: new URL(ref.logoUrl, origin).toString() } : {}),
  };
}

export function buildSportsEvent({ match, url, origin, name, description, organizer, videoUrl }: SportsEventInput) {
  const homeTeam = team(match.homeTeam, origin);
  const awayTeam = team(match.awayTeam, origin);
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsEvent',
    name,
    description,
    url,
    sport: 'Football',
    startDate: match.date,
    eventStatus: toEventStatus(match.displayStatus),
    // Played before a crowd; with a broadcast link, also watched online.
    eventAttendanceMode: `${SCHEMA}${videoUrl ? 'Mixed' : 'Offline'}EventAttendanceMode`,
    ...(match.stadium
      ? { location: { '@type': 'Place', name: match.stadium.name, ...(match.stadium.country ? { address: match.stadium.country } : {}) } }
      : {}),
    ...(homeTeam ? { homeTeam } : {}),
    ...(awayTeam ? { awayTeam } : {}),
    competitor: [homeTeam, awayTeam].filter(Boolean),
    organizer: { '@type': 'SportsOrganization', name: organizer },
  };
}

/**
 * JSON for an inline <script type="application/ld+json">: `<`, `>` and `&` are written as
 * escapes so no name can close the element or open a comment, and the line separators that
 * older parsers choke on are escaped too. The JSON means exactly the same.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
