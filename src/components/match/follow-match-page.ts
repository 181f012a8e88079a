// A match page's live centre: the match followed as the partners' live widget follows it, with the
// statistics table drawn too and a goal kept quiet for a visitor who hides results, which only the
// page has.
import type { LiveMatchView } from '../../lib/match';
import { followLiveMatch, fromHtml } from './follow-live-match';
import type { LiveMatchState } from './live-match-centre';
import { statsTableHtml } from './live-match-html';
import { resultsHiddenAt } from '../reader/results-hidden';
import { enhanceFanVote, paintLiveTally } from '../fan-vote/enhance-fan-vote';

/** Draws the statistics after the timeline, or takes them away when the view has none. */
function paintStats(centre: Element, view: LiveMatchView, { texts }: LiveMatchState): void {
  const stats = centre.querySelector('[data-live-stats]');
  if (!view.stats?.length) {
    stats?.remove();
    return;
  }
  const table = statsTableHtml(view.stats, { heading: texts.stats, statistic: texts.statistic, home: texts.home, away: texts.away });
  const nextStats = fromHtml(`<div data-spoiler-gone="true" data-live-stats="true">${table}</div>`);
  if (!stats) centre.querySelector('.match-timeline')?.after(nextStats);
  else if (!stats.isEqualNode(nextStats)) stats.replaceWith(nextStats);
}

/** Starts following the match whose state `script` carries, statistics included. */
export function followMatchPage(script: HTMLScriptElement): void {
  // The fans' votes ("who wins?", the fans' MVP) post by fetch and show their shares at once (ADR 062).
  const votes = [...document.querySelectorAll<HTMLElement>('[data-vote]')];
  votes.forEach(enhanceFanVote);
  followLiveMatch(script, {
    paintMore: paintStats,
    resultsHidden: (centre) => resultsHiddenAt(centre.querySelector('.match-hero')),
    onVotes: (tallies) => {
      for (const vote of votes) {
        const tally = vote.dataset.vote ? tallies[vote.dataset.vote] : undefined;
        if (tally) paintLiveTally(vote, tally);
      }
    },
  });
}
