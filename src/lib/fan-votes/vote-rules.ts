// Which question a match asks, what it offers and whether it is open: "who wins?" from when the
// match is scheduled until kick-off, its shares shown for good after that; the fans' MVP from full
// time for 24 hours, among the players who played. Kick-off is read from
// both the league's status and the match's time on the request's clock: the league's answer is
// cached (up to the season's lifetime), so its status alone would keep a vote open past kick-off.
import { FAN_VOTES, WINNER_OPTIONS } from '../../config/fan-votes';
import type { Match } from '../competition';
import { playersWhoPlayed } from './mvp-players';
import type { Question } from './votes-protocol';

export type MatchVote = { question: Question; options: readonly string[]; open: boolean };

const BEFORE_KICK_OFF = new Set(['scheduled', 'rescheduled']);

type VotedMatch = Pick<Match, 'date' | 'displayStatus' | 'homeTeam' | 'awayTeam' | 'halfMinutes' | 'halfs' | 'stats' | 'events'>;

/**
 * Open while the league still says the match is to come and `now` is before its kick-off; a
 * kick-off time that cannot be read closes it.
 */
export function isBeforeKickOff(match: Pick<Match, 'date' | 'displayStatus'>, now: Date): boolean {
  return BEFORE_KICK_OFF.has(match.displayStatus) && now.getTime() < Date.parse(match.date);
}

/** "Who wins?" for a match with both teams known; open until kick-off. */
export function winnerVote(match: Pick<Match, 'date' | 'displayStatus' | 'homeTeam' | 'awayTeam'>, now: Date): MatchVote | undefined {
  if (!match.homeTeam || !match.awayTeam) return undefined;
  return { question: 'winner', options: WINNER_OPTIONS, open: isBeforeKickOff(match, now) };
}

/**
 * When the fans' MVP closes: 24 hours after full time, which the data does not timestamp, so it is
 * read as kick-off, both halves and an allowance (FAN_VOTES.fullTimeAllowanceMs).
 */
export function mvpClosesAt(match: Pick<Match, 'date' | 'halfMinutes' | 'halfs'>): number {
  const kickOff = Date.parse(match.date);
  const played = (match.halfs ?? 2) * match.halfMinutes * 60_000 + FAN_VOTES.fullTimeAllowanceMs;
  return (Number.isNaN(kickOff) ? Date.now() : kickOff) + played + FAN_VOTES.mvpOpenMs;
}

/**
 * The fans' MVP, once the league says the match is over and someone is known to have played;
 * open until 24 hours after full time on the request's clock.
 */
export function mvpVote(match: VotedMatch, now: Date): MatchVote | undefined {
  if (match.displayStatus !== 'ended') return undefined;
  const options = playersWhoPlayed(match).map((player) => String(player.id));
  if (options.length === 0) return undefined;
  return { question: 'mvp', options, open: now.getTime() < mvpClosesAt(match) };
}

/** The vote a post names, if the match asks it. */
export function voteOf(match: VotedMatch, question: Question, now: Date): MatchVote | undefined {
  return question === 'winner' ? winnerVote(match, now) : mvpVote(match, now);
}

/** When a match's voter hashes are deleted: 30 days after its MVP vote has closed. */
export function forgetVotersAt(match: Pick<Match, 'date' | 'halfMinutes' | 'halfs'>): number {
  return mvpClosesAt(match) + FAN_VOTES.forgetVotersAfterMs;
}
