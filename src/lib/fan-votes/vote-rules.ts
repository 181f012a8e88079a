// Which question a match asks, what it offers and whether it is open, from the match as the league
// reports it (its status follows the demo league's clock too): "who wins?" from when the match is
// scheduled until kick-off, its shares shown for good after that.
import { FAN_VOTES, WINNER_OPTIONS } from '../../config/fan-votes';
import type { Match } from '../competition';
import type { Question } from './votes-protocol';

export type MatchVote = { question: Question; options: readonly string[]; open: boolean };

const BEFORE_KICK_OFF = new Set(['scheduled', 'rescheduled']);

/** "Who wins?" for a match with both teams known; open until kick-off. */
export function winnerVote(match: Pick<Match, 'displayStatus' | 'homeTeam' | 'awayTeam'>): MatchVote | undefined {
  if (!match.homeTeam || !match.awayTeam) return undefined;
  return { question: 'winner', options: WINNER_OPTIONS, open: BEFORE_KICK_OFF.has(match.displayStatus) };
}

/** The vote a post names, if the match asks it. */
export function voteOf(match: Pick<Match, 'displayStatus' | 'homeTeam' | 'awayTeam'>, question: Question): MatchVote | undefined {
  return question === 'winner' ? winnerVote(match) : undefined;
}

/** When a match's voter hashes are deleted: 30 days after it (and its MVP vote). */
export function forgetVotersAt(match: Pick<Match, 'date'>): number {
  const kickOff = Date.parse(match.date);
  return (Number.isNaN(kickOff) ? Date.now() : kickOff) + FAN_VOTES.mvpOpenMs + FAN_VOTES.forgetVotersAfterMs;
}
