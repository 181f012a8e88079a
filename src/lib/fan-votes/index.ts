// The fans' votes (issue 42, ADR 062): the server's front door.
import type fanVotesEn from '../../../messages/features/fan-votes/en.json';

declare module '../i18n/messages' {
  interface FeatureMessageSets {
    'fan-votes': typeof fanVotesEn;
  }
}

export { hashVoter, newVoterCookie, readVoterCookie, voterCookieHeader, voterCookieOf } from './voter-cookie';
export { leaderOf, sharesOf, type Share, type Tally } from './shares';
export { optionLabels, showTally, type ShownShare, type ShownTally } from './vote-texts';
export { fansVerdict } from './fans-verdict';
export { matchTallies } from './match-tallies';
export { loadMatchVote, type LoadedMatchVote } from './load-match-vote';
export { loadMvpVote, type LoadedMvpVote } from './load-mvp-vote';
export { leagueMvpOf, playersWhoPlayed, type MvpPlayer } from './mvp-players';
export { forgetVotersAt, mvpClosesAt, mvpVote, voteOf, winnerVote, type MatchVote } from './vote-rules';
export { addressMayVote, matchVotesKey, votesClientFor, VotesUnavailable, type VotesClient } from './votes-client';
export * from './browser';
