import type { ReactNode } from 'react';
import { serializeJsonLd, type LiveMatchView } from '../../lib/match';
import { MatchScoreboard } from './match-scoreboard';
import { MatchStatsTable } from './match-stats-table';
import { MatchTimeline } from './match-timeline';
import { PhaseStrip, type StripTexts } from './phase-strip';
import { Stylesheet } from '../stylesheet';

/** The few words the live parts show of their own, translated on the server. */
export type LiveMatchTexts = {
  strip: StripTexts;
  timeline: string;
  stats: string;
  statistic: string;
  reconnecting: string;
  home: string;
  away: string;
  showScore: string;
};

/** What the browser needs to follow the match: the view it was served, where news comes from, its words. */
export type LiveMatchState = {
  view: LiveMatchView;
  /** The edge-cached endpoint every viewer of this match polls. */
  endpoint: string;
  /** The match's live socket: while it is open, changes arrive pushed and polling rests. */
  socket?: string;
  texts: LiveMatchTexts;
};

type LiveMatchCentreProps = LiveMatchState & {
  /** Server-rendered parts that never change: the two teams and the match facts. */
  homeSide: ReactNode;
  awaySide: ReactNode;
  facts: ReactNode;
};

/**
 * The live part of a match page, drawn on the server like the rest of it. Its state travels
 * beside it as data (never run); the browser entry's `followLiveMatch` reads it and swaps in
 * score, minute, timeline and statistics as the match changes, so the page hydrates nothing
 * (docs/decisions/034-drawn-pictures-and-work-below-the-fold.md).
 */
export function LiveMatchCentre({ view, endpoint, socket, texts, homeSide, awaySide, facts }: LiveMatchCentreProps) {
  const state: LiveMatchState = { view, endpoint, socket, texts };
  return (
    <>
      <script type="application/json" data-live-match dangerouslySetInnerHTML={{ __html: serializeJsonLd(state) }} />
      <Stylesheet id="phase-strip" />
      {view.rules && <PhaseStrip strip={view.rules} texts={texts.strip} home={texts.home} away={texts.away} />}
      <div className={`match-hero match-hero--${view.badge.tone}`}>
        {homeSide}
        <MatchScoreboard view={view} showScore={texts.showScore} />
        {awaySide}
      </div>
      {facts}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true" />
      <MatchTimeline view={view} heading={texts.timeline} />
      {view.stats && view.stats.length > 0 && (
        <div data-spoiler-gone data-live-stats>
          <MatchStatsTable rows={view.stats} heading={texts.stats} statistic={texts.statistic} home={texts.home} away={texts.away} />
        </div>
      )}
    </>
  );
}
