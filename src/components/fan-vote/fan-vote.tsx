import type { ReactNode } from 'react';
import { FAN_VOTE_PATH } from '../../config/fan-votes';
import type { TeamRef } from '../../lib/competition';
import type { ShownTally } from '../../lib/fan-votes';
import type { Translate } from '../../lib/i18n/intl';
import { Crest } from '../pictures/crest';

type Props = {
  question: string;
  heading: string;
  /** Each option and its label, in order; a player's option carries their team's crest. */
  options: readonly { option: string; label: string; team?: TeamRef }[];
  open: boolean;
  /** The block's id, the anchor the form is sent back to. */
  anchor?: string;
  /** What the block says once the vote has closed. */
  closedText: string;
  /** Shown once closed, after the shares (the fans' MVP: the league's own beside the fans' choice). */
  children?: ReactNode;
  tally: ShownTally;
  /** The vote this browser was sent back with (`?vote=`), when it is one of the options. */
  chosen?: string;
  /** The query naming the match (`lang`, `region`, `id`). */
  place: { lang: string; region: string; id: number };
  t: Translate;
};

/**
 * Each option's share as a bar with its per cent, and the number of votes: on the match page and
 * in the live widget, where the live counts are drawn in place (paintLiveTally). With no votes
 * the rows stay hidden and only "no votes yet" is said.
 */
export function FanVoteShares({ tally, t, rows = true }: { tally: ShownTally; t: Translate; rows?: boolean }) {
  return (
    <>
      {rows && (
        <ul className="fan-vote__shares" hidden={tally.total === 0}>
          {tally.shares.map((share) => (
            <li key={share.option} data-option={share.option} style={{ '--share': `${share.percent}%` } as Record<string, string>}>
              <span className="fan-vote__label">{share.label}</span>
              <span className="fan-vote__percent">{share.percentText}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="fan-vote__total">{tally.total > 0 ? tally.totalText : t('fanVotes.noVotes')}</p>
    </>
  );
}

/**
 * "Who wins?": a plain form that posts without script (each option a submit button) and the
 * shares, shown once this browser has voted or the vote has closed. The page's script
 * (enhance-fan-vote.ts) posts by fetch and fills the shares in place; `data-votes` is the total.
 */
export function FanVote({ question, heading, options, open, anchor = 'vote', closedText, children, tally, chosen, place, t }: Props) {
  const action = `${FAN_VOTE_PATH}?${new URLSearchParams({ lang: place.lang, region: place.region, id: String(place.id) })}`;
  const showShares = !open || chosen !== undefined;
  const chosenLabel = options.find((entry) => entry.option === chosen)?.label;
  const headingId = `vote-${question}`;
  return (
    <section id={anchor} className="fan-vote" aria-labelledby={headingId} data-vote={question} data-votes={tally.total} data-vote-failed={t('fanVotes.failed')} data-vote-busy={t('fanVotes.busy')} data-total-text={t('fanVotes.total', { count: '{count}' })}>
      <h2 id={headingId}>{heading}</h2>
      {open && chosen === undefined && (
        <form method="post" action={action} className="fan-vote__form">
          <input type="hidden" name="question" value={question} />
          {options.map(({ option, label, team }) => (
            <button key={option} type="submit" name="choice" value={option} className="fan-vote__option">
              {team && <Crest team={team} size={24} className="fan-vote__crest" />}
              {label}
            </button>
          ))}
        </form>
      )}
      <div className="fan-vote__results" hidden={!showShares}>
        {/* A closed vote with none gets no rows at all: no counts will come to fill them in. */}
        <FanVoteShares tally={tally} t={t} rows={open || tally.total > 0} />
      </div>
      <p className="fan-vote__mine" role="status">{chosenLabel ? t('fanVotes.yourVote', { choice: chosenLabel }) : ''}</p>
      {!open && children}
      {!open && <p className="fan-vote__closed">{closedText}</p>}
      <p className="fan-vote__note">{t('fanVotes.privacy')}</p>
    </section>
  );
}
