// From its own file, not the feature's index: the browser bundle must not pull in the server loaders.
import { formatCountdown } from '../../lib/home/browser';

const TICK_MS = 15_000;

/**
 * Keeps every kick-off countdown of the page current. The server's text is at most a page-cache
 * lifetime old and counts in whole minutes, so the first tick can wait: building the language's
 * relative-time formatter is the costliest thing such a page does in the browser, and it stays
 * out of the page's first seconds.
 */
export function startCountdowns(): void {
  const countdowns = [...document.querySelectorAll<HTMLElement>('.kickoff-countdown[data-kickoff]')];
  if (countdowns.length === 0) return;
  const locale = document.documentElement.lang || 'en';
  const tick = () => {
    for (const countdown of countdowns) {
      const text = formatCountdown(Date.parse(countdown.dataset.kickoff ?? '') - Date.now(), locale) ?? countdown.dataset.starting ?? '';
      if (countdown.textContent !== text) countdown.textContent = text;
    }
  };
  setInterval(tick, TICK_MS);
  // Lets tests (and styles) know the countdown is kept current.
  for (const countdown of countdowns) countdown.dataset.counting = '';
}
