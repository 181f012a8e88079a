import type { LoadedMatchVote } from '../../lib/fan-votes';
import type { Translate } from '../../lib/i18n/intl';
import { FanVoteShares } from '../fan-vote/fan-vote';

/**
 * "Who wins?" in the live widget (ADR 062): the fans' shares only, small, drawn again in place as
 * the live socket brings new counts (the widget's script, paintLiveTally). The widget takes no
 * vote: voting is on the match page.
 */
export function LiveWidgetVotes({ vote, t }: { vote: LoadedMatchVote; t: Translate }) {
  return (
    <section className="fan-vote fan-vote--widget" aria-labelledby="widget-votes-heading" data-vote={vote.question} data-votes={vote.tally.total} data-total-text={t('fanVotes.total', { count: '{count}' })}>
      <h2 id="widget-votes-heading">{vote.heading}</h2>
      <FanVoteShares tally={vote.tally} t={t} />
    </section>
  );
}
