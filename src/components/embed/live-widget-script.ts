// The live match widget's script: its height for the host page, and the match followed by the
// match page's own client (`followLiveMatch`: the socket, polling while no socket is open, the
// polite announcement of a goal), so a goal reaches the widget as it reaches the page; a team
// name's word too wide for its column hyphenated; the fans' "who wins?" shares drawn again as the
// socket brings new counts.
import { paintLiveTally } from '../fan-vote/enhance-fan-vote';
import { followLiveMatch } from '../match/follow-live-match';
import { fitTeamNames } from './fit-team-names';
import { postHeight } from './post-height';

fitTeamNames();

const content = document.querySelector<HTMLElement>('main');
if (content) postHeight(content);
const live = document.querySelector<HTMLScriptElement>('script[data-live-match]');
const votes = document.querySelector<HTMLElement>('[data-vote]');
if (live) {
  followLiveMatch(live, {
    onVotes: (tallies) => {
      const tally = votes?.dataset.vote ? tallies[votes.dataset.vote] : undefined;
      if (votes && tally) paintLiveTally(votes, tally);
    },
  });
}
