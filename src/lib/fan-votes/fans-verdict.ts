// What a match's share card says of its fans' vote once it has closed (ADR 062): the leading
// choice and its share, "61% backed Cometa Real". Nothing while the vote is open (the card would
// change with every vote), with no votes, or with a tie for first.
import type { LocaleCode } from '../../config/locales';
import type { Match } from '../competition';
import type { Translate } from '../i18n/intl';
import { leaderOf } from './shares';
import { optionLabels } from './vote-texts';
import { winnerVote } from './vote-rules';
import type { VotesClient } from './votes-client';
import { matchTallies } from './match-tallies';

export async function fansVerdict(votes: VotesClient | undefined, match: Match, t: Translate, lang: LocaleCode, now: Date = new Date()): Promise<string | undefined> {
  const vote = winnerVote(match, now);
  if (!votes || !vote || vote.open) return undefined;
  try {
    const leader = leaderOf((await matchTallies(votes, match))[vote.question] ?? {}, vote.options);
    if (!leader) return undefined;
    const percent = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 }).format(leader.percent / 100);
    if (leader.option === 'shootout') return t('fanVotes.card.shootout', { percent });
    return t('fanVotes.card.team', { percent, team: optionLabels(match, t)[leader.option]! });
  } catch {
    // The card is drawn without it: a share never fails for the votes.
    return undefined;
  }
}
