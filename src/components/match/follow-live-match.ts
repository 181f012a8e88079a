// The live part of a match page follows its match without a framework: pushed over its socket as
// each change happens or, when no socket is open, polled (every 8 s; 30 s near kick-off, paused
// while the tab is hidden). It stops once the match is over and keeps the last good view when a
// refresh fails. What changes is drawn from the same markup as the server's (live-match-html.ts),
// the statistics by the match page's own painter (follow-match-page.ts);
// a goal is said aloud in the centre's polite live region unless the visitor hides results.
import { LIVE_POLL_MS, pollDelay } from '../../lib/competition/rules/live-polling';
import { announcementOf } from '../../lib/live-push/announcement';
import { isLiveView } from '../../lib/live-push/is-live-view';
import { connectLiveSocket, type LiveSocketOptions } from '../../lib/live-push/live-socket-client';
import { savingPollDelay } from '../../lib/browser/data-saving';
import { DATA_SAVER_POLL_MS } from '../../config/live-push';
import type { LiveMatchView } from '../../lib/match';
import type { LiveMatchState } from './live-match-centre';
import { phaseStripHtml, scoreboardHtml, timelineHtml } from './live-match-html';
import { formatCountdown, stripAfter } from '../../lib/rules/browser';

function readState(script: HTMLScriptElement): LiveMatchState | undefined {
  try {
    const state = JSON.parse(script.text) as Partial<LiveMatchState> | null;
    const id = (state?.view as Partial<LiveMatchView> | undefined)?.id;
    return state && typeof state.endpoint === 'string' && typeof id === 'number' && isLiveView(state.view, id) && state.texts ? (state as LiveMatchState) : undefined;
  } catch {
    return undefined;
  }
}

/** The element that `html` writes, ready to put in the page. */
export const fromHtml = (html: string) => document.createRange().createContextualFragment(html).firstElementChild!;

/** Gives `current` the attributes of `next` (the strip's `data-phase` and `data-on-pitch`), and only those. */
function copyAttributes(current: Element, next: Element): void {
  for (const { name } of [...current.attributes]) if (!next.hasAttribute(name)) current.removeAttribute(name);
  for (const { name, value } of [...next.attributes]) if (current.getAttribute(name) !== value) current.setAttribute(name, value);
}

/**
 * Puts `next` in place of `current`, child by child when they line up, so an unchanged child (the
 * "show score" button a visitor may have focused) stays the same node; the element kept takes
 * `next`'s attributes.
 */
function replaceChanged(current: Element, next: Element): void {
  if (current.isEqualNode(next)) return;
  const before = [...current.children];
  const after = [...next.children];
  if (current.tagName !== next.tagName || current.className !== next.className || before.length !== after.length) {
    current.replaceWith(next);
    return;
  }
  copyAttributes(current, next);
  after.forEach((child, index) => {
    if (!before[index]!.isEqualNode(child)) before[index]!.replaceWith(child);
  });
}

/** Draws the phase strip, or takes it away when the view has none. */
function paintStrip(centre: Element, view: LiveMatchView, { texts }: LiveMatchState): void {
  const strip = centre.querySelector('.phase-strip');
  if (!view.rules) return strip?.remove();
  const next = fromHtml(phaseStripHtml(view.rules, texts.strip, texts.home, texts.away));
  if (!strip) centre.querySelector('.match-hero')?.before(next);
  else replaceChanged(strip, next);
}

/** A view's age when it arrives, from the instant its strip was worked out: no more than a page's keep, never less than nothing (a clock set wrong). */
const ageOf = (view: LiveMatchView) => Math.min(Math.max(Date.now() - (view.rules?.at ?? Date.now()), 0), 30_000);

/**
 * The page's own clock: each second between pushes, every countdown of the strip is drawn again
 * from the seconds its view gave and the time since the view was worked out; when the strip's next
 * change by the clock alone is due (a phase's end), `cross` is given the view with it drawn in.
 * `countFrom` starts the count again from a view: just arrived, or crossed to (`sinceMs` after the last).
 */
function runCountdowns(centre: Element, locale: string, cross: (view: LiveMatchView) => void) {
  let drawnAt = performance.now();
  let shown: LiveMatchView | undefined;
  setInterval(() => {
    if (document.hidden || !shown) return;
    const gone = (performance.now() - drawnAt) / 1000;
    const after = shown.rules && stripAfter(shown.rules);
    if (after && gone >= shown.rules!.next!.in) return cross({ ...shown, rules: after });
    for (const countdown of centre.querySelectorAll<HTMLElement>('[data-countdown]')) {
      countdown.textContent = formatCountdown(Number(countdown.dataset.countdown) - gone, locale);
    }
  }, 1000);
  return (view: LiveMatchView, sinceMs?: number) => {
    drawnAt = sinceMs === undefined ? performance.now() - ageOf(view) : drawnAt + sinceMs;
    shown = view;
  };
}

/** Draws `view` into the centre: the strip, the hero's tone, the scoreboard and the timeline. */
function paint(centre: Element, view: LiveMatchView, state: LiveMatchState): void {
  const { texts } = state;
  paintStrip(centre, view, state);
  const hero = centre.querySelector('.match-hero');
  if (hero) hero.className = `match-hero match-hero--${view.badge.tone}`;
  const scoreboard = centre.querySelector('.scoreboard');
  if (scoreboard) replaceChanged(scoreboard, fromHtml(scoreboardHtml(view, texts.showScore)));
  const timeline = centre.querySelector('.match-timeline');
  const nextTimeline = fromHtml(timelineHtml(view, texts.timeline));
  if (timeline && !timeline.isEqualNode(nextTimeline)) timeline.replaceWith(nextTimeline);
}

/**
 * What only the match page adds, given by it so the partners' live widget (which has neither
 * statistics nor a reader's spoiler switch) does not carry them (ADR 051): what it draws besides
 * the scoreboard and the timeline, and whether the visitor hides results.
 */
export type MatchPageParts = {
  paintMore?: (centre: Element, view: LiveMatchView, state: LiveMatchState) => void;
  resultsHidden?: (centre: Element) => boolean;
  /** The fans' counts as the socket brings them (ADR 062). */
  onVotes?: LiveSocketOptions['onVotes'];
};

/** Says, or stops saying, that the centre cannot reach the match right now. */
function showFailing(centre: Element, failing: boolean, words: string): void {
  const shown = centre.querySelector('.match-reconnecting');
  if (!failing) return shown?.remove();
  if (shown) return;
  const note = document.createElement('p');
  note.className = 'match-reconnecting';
  note.setAttribute('role', 'status');
  note.textContent = words;
  centre.querySelector('[aria-live="polite"]')?.after(note);
}

/** Starts following the match whose state `script` carries; its parent is the centre. */
export function followLiveMatch(script: HTMLScriptElement, { paintMore, resultsHidden, onVotes }: MatchPageParts = {}): void {
  const centre = script.parentElement;
  const state = centre && readState(script);
  if (!centre || !state) return;
  const { endpoint, socket, texts } = state;
  const news = centre.querySelector('[aria-live="polite"]');
  let latest = state.view;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let request: AbortController | undefined;
  let pushed = false;
  let closeSocket: (() => void) | undefined;

  /** Draws `next` and says what is news in it: a goal (not to a visitor who hides results), a new phase (to all). */
  const draw = (next: LiveMatchView) => {
    const goal = announcementOf(latest, next);
    paint(centre, next, state);
    paintMore?.(centre, next, state);
    const phase = next.rules && next.rules.phase !== latest.rules?.phase ? next.rules.name : undefined;
    const said = [resultsHidden?.(centre) ? undefined : goal, phase].filter(Boolean).join('. ');
    if (said && news) news.textContent = said;
    latest = next;
  };
  // The strip's next change, due by the page's clock: drawn as a push would draw it.
  const countFrom = runCountdowns(centre, texts.strip.locale, (crossed) => {
    const inSeconds = latest.rules?.next?.in ?? 0;
    draw(crossed);
    countFrom(crossed, inSeconds * 1000);
  });
  countFrom(latest);
  // Said on the centre, as the filters say it: from here on its countdowns run and it follows the match.
  centre.setAttribute('data-enhanced', '');

  const show = (next: LiveMatchView) => {
    // A socket's first message is the match as it is, most often the view the page was served:
    // nothing to draw then.
    if (JSON.stringify(next) !== JSON.stringify(latest)) {
      draw(next);
      countFrom(next);
    }
    latest = next;
    showFailing(centre, false, texts.reconnecting);
    followSocket();
  };

  const schedule = () => {
    clearTimeout(timer);
    const delay = savingPollDelay(pollDelay(latest, new Date()), DATA_SAVER_POLL_MS);
    if (delay !== undefined && !document.hidden && !pushed) timer = setTimeout(refresh, delay);
  };

  const refresh = async () => {
    clearTimeout(timer);
    request?.abort();
    const mine = new AbortController();
    request = mine;
    try {
      const response = await fetch(endpoint, { signal: mine.signal, headers: { accept: 'application/json' } });
      const body = (response.ok ? await response.json() : undefined) as { view?: unknown } | undefined;
      if (!isLiveView(body?.view, latest.id)) throw new Error(`no match view (${response.status})`);
      show(body.view);
    } catch {
      if (mine.signal.aborted) return;
      showFailing(centre, true, texts.reconnecting);
    }
    schedule();
  };

  // The socket only while the match is tracked live: the watcher refuses any other.
  function followSocket() {
    const wanted = Boolean(socket) && typeof WebSocket === 'function' && pollDelay(latest, new Date()) === LIVE_POLL_MS;
    if (wanted && socket && !closeSocket) {
      closeSocket = connectLiveSocket({
        path: socket,
        onChange: (next) => {
          if (isLiveView(next, latest.id)) show(next);
        },
        onVotes,
        onLink: (open) => {
          pushed = open;
          schedule();
        },
      });
    } else if (!wanted && closeSocket) {
      closeSocket();
      closeSocket = undefined;
      pushed = false;
      schedule();
    }
  }

  document.addEventListener('visibilitychange', () => {
    if (document.hidden) {
      clearTimeout(timer);
      request?.abort();
    } else if (!pushed && pollDelay(latest, new Date()) !== undefined) {
      void refresh();
    }
  });
  schedule();
  followSocket();
}
