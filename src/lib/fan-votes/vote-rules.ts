// Which question a match asks, what it offers and whether it is open: "who wins?" from when the
// match is scheduled until kick-off, its shares shown for good after that. Kick-off is read from
// both the league's status and the match's time on the request's clock: the league's answer is
// cached (up to the season's lifetime), so its status alone would keep a vote open past kick-off.
import { FAN_VOTES, WINNER_OPTIONS } from '../../config/fan-votes';
import type { Match } from '../competition';
import type { Question } from './votes-protocol';

export type MatchVote = { question: Question; options: readonly string[]; open: boolean };

const BEFORE_KICK_OFF = new Set(['scheduled', 'rescheduled']);

type VotedMatch = Pick<Match, 'date' | 'displayStatus' | 'homeTeam' | 'awayTeam'>;

/**
 * Open while the league still says the match is to come and `now` is before its kick-off; a
 * kick-off time that cannot be read closes it.
 */
export function isBeforeKickOff(match: Pick<Match, 'date' | 'displayStatus'>, now: Date): boolean {
  return BEFORE_KICK_OFF.has(match.displayStatus) && now.getTime() < Date.parse(match.date);
}

/** "Who wins?" for a match with both teams known; open until kick-off. */
export function winnerVote(match: VotedMatch, now: Date): MatchVote | undefined {
  if (!match.homeTeam || !match.awayTeam) return undefined;
  return { question: 'winner', options: WINNER_OPTIONS, open: isBeforeKickOff(match, now) };
}

/** The vote a post names, if the match asks it. */
export function voteOf(match: VotedMatch, question: Question, now: Date): MatchVote | undefined {
  return question === 'winner' ? winnerVote(match, now) : undefined;
}

/** When a match's voter hashes are deleted: 30 days after it (and its MVP vote). */
export function forgetVotersAt(match: Pick<Match, 'date'>): number {
  const kickOff = Date.parse(match.date);
  return (Number.isNaN(kickOff) ? Date.now() : kickOff) + FAN_VOTES.mvpOpenMs + FAN_VOTES.forgetVotersAfterMs;
}
