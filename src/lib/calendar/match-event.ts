// One match as a VEVENT: who plays (or which turn decides it), when in UTC, for how long, where,
// its page, its version and whether it still takes place.
import { isPlaceholderTeamId } from '../competition/rules/season-quirks';
import type { Match } from '../competition/types';
import { escapeText, formatDuration, formatUtc, type IcsComponent, type IcsProperty } from './ics-writer';
import { scheduleVersion } from './schedule-version';

/** The feed's words, in the visitor's language (calendar messages). */
export type EventTexts = {
  summary(home: string, away: string): string;
  summaryWithScore(home: string, away: string, homeScore: number, awayScore: number): string;
  /** A side not decided yet: the turn that decides it, or a word for "to be decided". */
  undecided: string;
};

export type MatchEventOptions = {
  /** The site's host, the UID's right-hand side: ids are unique per edition's domain. */
  host: string;
  /** The match page's absolute address, where the match has one. */
  url?: string;
  texts: EventTexts;
  /** Spoiler-free: never a score in the summary. */
  hideScores: boolean;
  /** DTSTAMP: when this copy of the feed describes the event. */
  stampMs: number;
};

function isUndecided(team: Match['homeTeam'], teamId: number | undefined): boolean {
  return !team || isPlaceholderTeamId(team.id) || (teamId !== undefined && isPlaceholderTeamId(teamId));
}

export function eventSummary(match: Match, texts: EventTexts, hideScores: boolean): string {
  const turn = match.turnName ?? texts.undecided;
  const homeUndecided = isUndecided(match.homeTeam, match.homeTeamId);
  const awayUndecided = isUndecided(match.awayTeam, match.awayTeamId);
  // Two undecided sides read as the turn alone, not "Final v Final".
  if (homeUndecided && awayUndecided) return turn;
  const home = homeUndecided ? turn : (match.homeTeam?.name ?? turn);
  const away = awayUndecided ? turn : (match.awayTeam?.name ?? turn);
  const { home: homeScore, away: awayScore } = match.scores;
  if (!hideScores && match.displayStatus === 'ended' && homeScore !== undefined && awayScore !== undefined) {
    return texts.summaryWithScore(home, away, homeScore, awayScore);
  }
  return texts.summary(home, away);
}

/** Playing time: every half the data announces (two of 20 minutes unless it says otherwise). */
export function matchMinutes(match: Pick<Match, 'halfMinutes' | 'halfs'>): number {
  return match.halfMinutes * (match.halfs ?? 2);
}

export function matchEvent(match: Match, options: MatchEventOptions): IcsComponent {
  const { sequence, lastModifiedMs } = scheduleVersion(match);
  const properties: IcsProperty[] = [
    ['UID', `match-${match.id}@${options.host}`],
    ['DTSTAMP', formatUtc(options.stampMs)],
    ['DTSTART', formatUtc(Date.parse(match.date))],
    ['DURATION', formatDuration(matchMinutes(match))],
    ['SUMMARY', escapeText(eventSummary(match, options.texts, options.hideScores))],
    ['SEQUENCE', String(sequence)],
  ];
  if (lastModifiedMs !== undefined) properties.push(['LAST-MODIFIED', formatUtc(lastModifiedMs)]);
  if (match.stadium?.name) properties.push(['LOCATION', escapeText(match.stadium.name)]);
  if (options.url) properties.push(['URL', options.url, { VALUE: 'URI' }]);
  properties.push(['STATUS', match.displayStatus === 'cancelled' ? 'CANCELLED' : 'CONFIRMED']);
  return { name: 'VEVENT', properties };
}
