// What a match page shows of its fans' MVP (ADR 062): the players who played, each with their
// team, whether the vote is open, the counts as they are now and, once it has closed, the
// league's own MVP beside the fans' choice. A votes object that cannot be read leaves it out.
import type { LocaleCode } from '../../config/locales';
import type { Match } from '../competition';
import type { Translate } from '../i18n/intl';
import { leagueMvpOf, playersWhoPlayed, type MvpPlayer } from './mvp-players';
import { leaderOf } from './shares';
import { optionLabels, showTally, type ShownTally } from './vote-texts';
import { mvpVote, type MatchVote } from './vote-rules';
import type { VotesClient } from './votes-client';
import { matchTallies } from './match-tallies';

export type LoadedMvpVote = MatchVote & {
  players: MvpPlayer[];
  tally: ShownTally;
  /** Once closed: the fans' choice (the most votes, no tie) and the league's MVP, when each is known. */
  fansChoice?: MvpPlayer;
  leagueMvp?: MvpPlayer;
};

export async function loadMvpVote(votes: VotesClient | undefined, match: Match, t: Translate, lang: LocaleCode, now: Date = new Date()): Promise<LoadedMvpVote | undefined> {
  const vote = mvpVote(match, now);
  if (!votes || !vote) return undefined;
  try {
    const tally = (await matchTallies(votes, match)).mvp ?? {};
    const players = playersWhoPlayed(match);
    const shown = showTally(vote, tally, optionLabels(match, t, 'mvp'), t, lang);
    if (vote.open) return { ...vote, players, tally: shown };
    const leader = leaderOf(tally, vote.options);
    const fansChoice = players.find((player) => String(player.id) === leader?.option);
    const leagueMvp = leagueMvpOf(match);
    return { ...vote, players, tally: shown, ...(fansChoice ? { fansChoice } : {}), ...(leagueMvp ? { leagueMvp } : {}) };
  } catch {
    return undefined;
  }
}
