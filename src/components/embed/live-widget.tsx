import { Fragment } from 'react';
import type { Match } from '../../lib/competition';
import type { LoadedMatchVote } from '../../lib/fan-votes';
import { serializeJsonLd, type LiveMatchView } from '../../lib/match';
import type { ShellProps } from '../../lib/page/page-types';
import type { LiveMatchState } from '../match/live-match-centre';
import { MatchScoreboard } from '../match/match-scoreboard';
import { MatchTimeline } from '../match/match-timeline';
import { PhaseStrip } from '../match/phase-strip';
import { Stylesheet } from '../stylesheet';
import { LiveWidgetVotes } from './live-widget-votes';
import { OUT, WidgetFrame } from './widget-frame';

type LiveWidgetProps = {
  shell: ShellProps;
  heading: string;
  match: Match;
  /** The match page, where the widget's heading leads. */
  href: string;
  state: LiveMatchState;
  /** The fans' "who wins?" shares, when the match has the vote. */
  vote?: LoadedMatchVote;
};

/** A team's name, each word its own box, so the one too wide for its column can be hyphenated (fit-team-names.ts). */
function TeamName({ name }: { name: string | undefined }) {
  const words = (name ?? '—').split(/\s+/).filter(Boolean);
  return (
    <bdi>
      {words.map((word, index) => (
        <Fragment key={index}>
          {index > 0 && ' '}
          <span className="live-widget__word">{word}</span>
        </Fragment>
      ))}
    </bdi>
  );
}

/**
 * One match as its page's live centre draws it (score, minute, goals), followed by the same
 * client as the match page (the widget's script calls its `followLiveMatch` on the state beside
 * it), so a goal reaches the widget as it reaches the page, and is said as calmly; the fans'
 * "who wins?" shares too, as the same socket brings them.
 */
export function LiveWidget({ shell, heading, match, href, state, vote }: LiveWidgetProps) {
  const view: LiveMatchView = state.view;
  return (
    <WidgetFrame shell={shell} heading={heading} headingId="widget-heading">
      <div className="live-widget">
        <script type="application/json" data-live-match dangerouslySetInnerHTML={{ __html: serializeJsonLd(state) }} />
        <Stylesheet id="phase-strip" />
        {view.rules && <PhaseStrip strip={view.rules} texts={state.texts.strip} home={state.texts.home} away={state.texts.away} />}
        <div className={`match-hero match-hero--${view.badge.tone}`}>
          <a className="live-widget__team" href={href} {...OUT}><TeamName name={match.homeTeam?.name} /></a>
          <MatchScoreboard view={view} showScore={state.texts.showScore} />
          <a className="live-widget__team" href={href} {...OUT}><TeamName name={match.awayTeam?.name} /></a>
        </div>
        <p className="visually-hidden" aria-live="polite" aria-atomic="true" />
        {vote && (
          <>
            <Stylesheet id="fan-vote" />
            <LiveWidgetVotes vote={vote} t={shell.t} />
          </>
        )}
        <MatchTimeline view={view} heading={state.texts.timeline} />
      </div>
    </WidgetFrame>
  );
}
