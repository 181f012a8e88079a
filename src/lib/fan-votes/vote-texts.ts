// The words a vote shows, on the page and in the endpoint's answers alike: each option's label
// (the teams' names, "to the shootout"), a share in per cent and the number of votes.
import type { LocaleCode } from '../../config/locales';
import type { Match } from '../competition';
import type { Translate } from '../i18n/intl';
import { sharesOf, type Tally } from './shares';
import { playersWhoPlayed } from './mvp-players';
import type { MatchVote } from './vote-rules';
import type { Question } from './votes-protocol';

/** Each option's label, by option: for "who wins?" the sides and the shootout; for the MVP each player's name. */
export function optionLabels(match: Pick<Match, 'homeTeam' | 'awayTeam' | 'stats' | 'events'>, t: Translate, question: Question = 'winner'): Record<string, string> {
  if (question === 'mvp') return Object.fromEntries(playersWhoPlayed(match).map((player) => [String(player.id), player.name]));
  return { home: match.homeTeam?.name ?? '—', away: match.awayTeam?.name ?? '—', shootout: t('fanVotes.option.shootout') };
}

export type ShownShare = { option: string; label: string; percent: number; percentText: string };
/** What the page shows of a vote's counts: each option's share and the number of votes, in the page's language. */
export type ShownTally = { total: number; totalText: string; shares: ShownShare[] };

export function showTally(vote: MatchVote, tally: Tally, labels: Record<string, string>, t: Translate, lang: LocaleCode): ShownTally {
  const { total, shares } = sharesOf(tally, vote.options);
  const percentFormat = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 });
  return {
    total,
    totalText: t('fanVotes.total', { count: new Intl.NumberFormat(lang).format(total) }),
    shares: shares.map(({ option, percent }) => ({ option, label: labels[option] ?? option, percent, percentText: percentFormat.format(percent / 100) })),
  };
}
