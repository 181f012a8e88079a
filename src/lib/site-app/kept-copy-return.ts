// The script the service worker writes into a kept copy it serves (ADR 047, 055, 073): the copy
// reloads itself once the server answers its address again. Only such a copy needs it, so the
// worker carries it, bundled alone by the build (waku.config.ts), and no other page downloads it.
// It runs where the worker writes it, after the banner, under the replay's nonce.
import { DEGRADED_PAGE_HEADER } from '../../config/path-rules';
import { SITE_WORKER } from '../../config/site-app';
import { watchForNetwork } from './network-return';
import { OFFLINE_COPY_SELECTOR } from './offer-update';

/**
 * The server answers this page's address again. Asked past the browser's HTTP cache (`no-store`)
 * and past the worker, which answers navigations only (src/service-worker/site-routes.ts): this plain
 * fetch goes to the network. A render without its data does not count: the kept copy is better.
 */
async function pageAnswers(): Promise<boolean> {
  const answer = await fetch(location.href, { cache: 'no-store' });
  void answer.body?.cancel();
  return answer.ok && !answer.headers.has(DEGRADED_PAGE_HEADER);
}

/** A kept copy read offline: the live page as soon as the network answers (the banner says it waits). */
function reloadWhenBack(keptCopy: Element): void {
  keptCopy.setAttribute('data-offline-copy', 'waiting');
  const checkNow = watchForNetwork(pageAnswers, () => location.reload(), SITE_WORKER.networkCheck);
  // `visibilitychange` reaches the window from the document: a return to the tab checks, leaving it does not.
  for (const type of ['online', 'focus', 'visibilitychange']) addEventListener(type, () => document.hidden || checkNow());
}

const keptCopy = document.querySelector(OFFLINE_COPY_SELECTOR);
if (keptCopy) reloadWhenBack(keptCopy);
