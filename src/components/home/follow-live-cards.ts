// The region home's live cards follow their matches over the live socket: the badge (status and
// minute) and the score change in place, and a goal is said aloud in the section's polite live
// region, unless the visitor hides results. A card whose socket cannot open stays as drawn.
import type { LocaleCode } from '../../config/locales';
import { announcementOf } from '../../lib/live-push/announcement';
import { isLiveView } from '../../lib/live-push/is-live-view';
import { connectLiveSocket } from '../../lib/live-push/live-socket-client';
import { toLiveSocketPath } from '../../lib/live-push/live-socket-path';
import type { LiveMatchView } from '../../lib/match';
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

export function followLiveCards(section: HTMLElement): void {
  const region = section.dataset.liveRegion ?? '';
  const lang = section.dataset.liveLang as LocaleCode;
  const news = section.querySelector<HTMLElement>('[aria-live="polite"]');
  for (const card of section.querySelectorAll<HTMLElement>('li.mc[data-match-id]')) {
    const id = Number(card.dataset.matchId);
    let shown: LiveMatchView | undefined;
    connectLiveSocket({
      path: toLiveSocketPath(region, lang, id),
      onLink: () => undefined,
      onChange: (view) => {
        if (!isLiveView(view, id)) return;
        paint(card, view);
        // The first view is the match as it is: news only from then on.
        const said = shown && announcementOf(shown, view);
        shown = view;
        if (said && news && !resultsHiddenAt(card)) news.textContent = said;
      },
    });
  }
}
