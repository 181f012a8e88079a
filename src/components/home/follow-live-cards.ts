// The region home's live cards follow their matches over the live socket: the badge (status and
// minute) and the score change in place, and a goal is said aloud in the section's polite live
// region, unless the visitor hides results. While a card's socket is not open (refused, or
// dropping until the page gave up on it) the card polls its match as the match page does, with
// the same words said and nothing shown about it.
import type { LocaleCode } from '../../config/locales';
import { LIVE_POLL_MS, pollDelay } from '../../lib/competition/rules/live-polling';
import { announcementOf } from '../../lib/live-push/announcement';
import { isLiveView } from '../../lib/live-push/is-live-view';
import { connectLiveSocket } from '../../lib/live-push/live-socket-client';
import { savingPollDelay } from '../../lib/browser/data-saving';
import { DATA_SAVER_POLL_MS } from '../../config/live-push';
import { toLiveSocketPath } from '../../lib/live-push/live-socket-path';
import type { LiveMatchView } from '../../lib/match';
import { toLiveMatchUrl } from '../../lib/live-push/live-match-url';
import { resultsHiddenAt } from '../reader/results-hidden';

function paint(card: HTMLElement, view: LiveMatchView): void {
  for (const name of [...card.classList]) if (/^mc--(?!s$)/.test(name)) card.classList.remove(name);
  card.classList.add(`mc--${view.displayStatus}`);
  const badge = card.querySelector('.badge');
  if (badge) {
    badge.className = `badge badge--${view.badge.tone}`;
    badge.textContent = view.badge.text;
  }
  const score = card.querySelector('.mc__mid > b')?.firstChild;
  if (score?.nodeType === Node.TEXT_NODE && view.score) score.nodeValue = view.score.text;
}

type CardPlace = { region: string; lang: LocaleCode; news: HTMLElement | null };

function followCard(card: HTMLElement, { region, lang, news }: CardPlace): void {
  const id = Number(card.dataset.matchId);
  let shown: LiveMatchView | undefined;
  let pushed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const show = (view: unknown) => {
    if (!isLiveView(view, id)) return;
    paint(card, view);
    // The first view is the match as it is: news only from then on.
    const said = shown && announcementOf(shown, view);
    shown = view;
    if (said && news && !resultsHiddenAt(card)) news.textContent = said;
  };
  // Polling rests while the socket is open, and while the tab is hidden; it ends with the match.
  const schedule = () => {
    clearTimeout(timer);
    const delay = savingPollDelay(shown ? pollDelay(shown, new Date()) : LIVE_POLL_MS, DATA_SAVER_POLL_MS);
    if (delay !== undefined && !pushed && !document.hidden) timer = setTimeout(poll, delay);
  };
  const poll = async () => {
    try {
      const response = await fetch(toLiveMatchUrl(region, lang, id), { headers: { accept: 'application/json' } });
      if (response.ok) show(((await response.json()) as { view?: unknown }).view);
    } catch {
      // A failed look keeps the card as it is; the next one may do better.
    }
    schedule();
  };

  document.addEventListener('visibilitychange', schedule);
  connectLiveSocket({
    path: toLiveSocketPath(region, lang, id),
    onLink: (open) => {
      pushed = open;
      schedule();
    },
    onChange: show,
  });
  schedule();
}

export function followLiveCards(section: HTMLElement): void {
  const place: CardPlace = {
    region: section.dataset.liveRegion ?? '',
    lang: section.dataset.liveLang as LocaleCode,
    news: section.querySelector<HTMLElement>('[aria-live="polite"]'),
  };
  for (const card of section.querySelectorAll<HTMLElement>('li.mc[data-match-id]')) followCard(card, place);
}
