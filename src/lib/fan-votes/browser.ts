// The fans' votes: the door for what runs outside the server's app, with nothing it would not
// need — the page's script (the shares' shape) and the votes object (its protocol, ADR 062).
export type { ShownShare, ShownTally } from './vote-texts';
export { sharesOf, type Tally } from './shares';
export { createPushThrottle, type PushThrottle } from './push-throttle';
export { matchVotesKey, votesUrl, VOTE_PATHS, type ForgetAnswer, type Question, type SeedRequest, type TallyAnswer, type VoteAnswer, type VoteRequest } from './votes-protocol';
