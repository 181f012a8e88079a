// The matchdays still to come, as the tickets and media accreditation pages list them: each with
// its venues, its matches by kick-off, and when the day starts.
import type { Match, MatchCenterTurn } from '../competition/types';

export type UpcomingMatchday = {
  id: number;
  name: string;
  /** ISO 8601: the day's first kick-off. */
  firstKickoff: string;
  /** The stadiums the day is played in, in order of first use. */
  venues: string[];
  matches: Match[];
};

const byKickoff = (a: Match, b: Match) => Date.parse(a.date) - Date.parse(b.date) || a.id - b.id;
// A matchday is still to come while none of its matches has started: read from the statuses, as
// the home page's next kick-off is, so a late start or a drifting clock changes nothing.
const notStarted = (match: Match) => match.displayStatus !== 'live' && match.displayStatus !== 'ended';

/** Up to `count` matchdays none of whose matches has started, soonest first. */
export function listUpcomingMatchdays(turns: readonly MatchCenterTurn[], count: number): UpcomingMatchday[] {
  return turns
    .flatMap((turn): UpcomingMatchday[] => {
      const matches = turn.matches.filter((match) => !Number.isNaN(Date.parse(match.date))).sort(byKickoff);
      const first = matches[0];
      if (turn.ended || !first || !turn.matches.every(notStarted)) return [];
      const venues = [...new Set(matches.flatMap((match) => (match.stadium?.name ? [match.stadium.name] : [])))];
      return [{ id: turn.id, name: turn.name, firstKickoff: first.date, venues, matches }];
    })
    .sort((a, b) => Date.parse(a.firstKickoff) - Date.parse(b.firstKickoff))
    .slice(0, count);
}

export type AccreditationDeadline = {
  matchday: UpcomingMatchday;
  /** ISO 8601: applications close this long before the first kick-off. */
  closes: string;
  open: boolean;
};

/** When applications for each matchday close, and whether they still can be made at `now`. */
export function listAccreditationDeadlines(matchdays: readonly UpcomingMatchday[], hoursBefore: number, now: Date): AccreditationDeadline[] {
  return matchdays.map((matchday) => {
    const closes = Date.parse(matchday.firstKickoff) - hoursBefore * 3_600_000;
    return { matchday, closes: new Date(closes).toISOString(), open: closes > now.getTime() };
  });
}
