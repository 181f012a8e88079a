// What a match page shows of its vote: the question, its options' labels, whether it is open and
// the counts as they are now. A votes object that cannot be read leaves the vote out of the page
// rather than fail it.
import type { LocaleCode } from '../../config/locales';
import type { Match } from '../competition';
import type { Translate } from '../i18n/intl';
import { optionLabels, showTally, type ShownTally } from './vote-texts';
import { winnerVote, type MatchVote } from './vote-rules';
import type { VotesClient } from './votes-client';
import { matchTallies } from './match-tallies';

export type LoadedMatchVote = MatchVote & { heading: string; labelled: { option: string; label: string }[]; tally: ShownTally };

export async function loadMatchVote(votes: VotesClient | undefined, match: Match, t: Translate, lang: LocaleCode, now: Date = new Date()): Promise<LoadedMatchVote | undefined> {
  const vote = winnerVote(match, now);
  if (!votes || !vote) return undefined;
  try {
    const tallies = await matchTallies(votes, match);
    const labels = optionLabels(match, t);
    return {
      ...vote,
      heading: t('fanVotes.winner.heading'),
      labelled: vote.options.map((option) => ({ option, label: labels[option]! })),
      tally: showTally(vote, tallies[vote.question] ?? {}, labels, t, lang),
    };
  } catch {
    return undefined;
  }
}
