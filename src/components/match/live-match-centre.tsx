'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
// From its own file, not the feature's index: the browser bundle must not pull in the server loaders.
import { LIVE_POLL_MS, pollDelay } from '../../lib/competition/rules/live-polling';
import { announcementOf } from '../../lib/live-push/announcement';
import { isLiveView } from '../../lib/live-push/is-live-view';
import { connectLiveSocket } from '../../lib/live-push/live-socket-client';
import type { LiveMatchView } from '../../lib/match';
import { MatchScoreboard } from './match-scoreboard';
import { MatchStatsTable } from './match-stats-table';
import { MatchTimeline } from './match-timeline';
import { resultsHiddenAt } from '../reader/results-hidden';

/** The few words the leaf shows of its own, translated on the server. */
export type LiveMatchTexts = {
  timeline: string;
  stats: string;
  statistic: string;
  reconnecting: string;
  home: string;
  away: string;
  showScore: string;
};

type LiveMatchCentreProps = {
  initial: LiveMatchView;
  /** The edge-cached endpoint every viewer of this match polls. */
  endpoint: string;
  /** The match's live socket: while it is open, changes arrive pushed and polling rests. */
  socket?: string;
  texts: LiveMatchTexts;
  /** Server-rendered parts that never change: the two teams and the match facts. */
  homeSide: ReactNode;
  awaySide: ReactNode;
  facts: ReactNode;
};

/**
 * The live part of a match page: refreshes score, minute, timeline and statistics in place
 * while the match is tracked live, pushed over its socket as each change happens or, when no
 * socket is open, polled (every 8 s; 30 s near kick-off, paused while the tab is hidden). It
 * stops once the match is over and keeps the last good view when a refresh fails.
 */
export function LiveMatchCentre({ initial, endpoint, socket, texts, homeSide, awaySide, facts }: LiveMatchCentreProps) {
  const [view, setView] = useState(initial);
  const [failing, setFailing] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const latest = useRef(initial);
  const hero = useRef<HTMLDivElement>(null);
  const pushed = useRef(false);
  const resumePolling = useRef<() => void>(undefined);

  const show = (next: LiveMatchView) => {
    const news = announcementOf(latest.current, next);
    latest.current = next;
    setView(next);
    setFailing(false);
    // A goal is not said aloud to a visitor who asked not to know the score.
    if (news && !resultsHiddenAt(hero.current)) setAnnouncement(news);
  };

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let request: AbortController | undefined;
    const schedule = () => {
      clearTimeout(timer);
      const delay = pollDelay(latest.current, new Date());
      if (delay !== undefined && !document.hidden && !pushed.current) timer = setTimeout(refresh, delay);
    };
    const refresh = async () => {
      clearTimeout(timer);
      request?.abort();
      const mine = new AbortController();
      request = mine;
      try {
        const response = await fetch(endpoint, { signal: mine.signal, headers: { accept: 'application/json' } });
        const body = (response.ok ? await response.json() : undefined) as { view?: unknown } | undefined;
        if (!isLiveView(body?.view, latest.current.id)) throw new Error(`no match view (${response.status})`);
        show(body.view);
      } catch {
        if (mine.signal.aborted) return;
        setFailing(true);
      }
      schedule();
    };
    const onVisibility = () => {
      if (document.hidden) {
        clearTimeout(timer);
        request?.abort();
      } else if (!pushed.current && pollDelay(latest.current, new Date()) !== undefined) {
        void refresh();
      }
    };
    resumePolling.current = schedule;
    document.addEventListener('visibilitychange', onVisibility);
    schedule();
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      clearTimeout(timer);
      request?.abort();
    };
  }, [endpoint]);

  // The socket only while the match is tracked live: the watcher refuses any other.
  const wantsSocket = Boolean(socket) && typeof WebSocket === 'function' && pollDelay(view, new Date()) === LIVE_POLL_MS;
  useEffect(() => {
    if (!wantsSocket || !socket) return;
    const close = connectLiveSocket({
      path: socket,
      onChange: (next) => {
        if (isLiveView(next, latest.current.id)) show(next);
      },
      onLink: (open) => {
        pushed.current = open;
        resumePolling.current?.();
      },
    });
    return () => {
      close();
      pushed.current = false;
      resumePolling.current?.();
    };
  }, [socket, wantsSocket]);

  return (
    <>
      <div ref={hero} className={`match-hero match-hero--${view.badge.tone}`}>
        {homeSide}
        <MatchScoreboard view={view} showScore={texts.showScore} />
        {awaySide}
      </div>
      {facts}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      {failing && (
        <p className="match-reconnecting" role="status">
          {texts.reconnecting}
        </p>
      )}
      <MatchTimeline view={view} heading={texts.timeline} />
      {view.stats && view.stats.length > 0 && (
        <div data-spoiler-gone>
          <MatchStatsTable rows={view.stats} heading={texts.stats} statistic={texts.statistic} home={texts.home} away={texts.away} />
        </div>
      )}
    </>
  );
}
