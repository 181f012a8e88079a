// The browser entry, in place of Waku's default, imported once the page has painted (ADR 013).
// Every page gets error reporting and the small enhancements of its menus, forms, kick-off times,
// countdowns and share buttons (ADR 026), team alerts that follow the spoiler-free switch (ADR
// 035), the header's search box once it is used (ADR 033), and the service worker (ADR 047). The pages that have them load the
// FAQ search, the live cards and a match page's live centre (ADR 032, 034) as chunks of their
// own; only a page with islands carries the framework's payload, and only then is React loaded to
// hydrate it (docs/decisions/022-stylesheets-once.md).
import { startCountdowns } from './components/home/start-countdowns';
import { enhanceShareButtons } from './components/news/enhance-share-buttons';
import { enhanceAutoSubmitSelects } from './components/auto-submit/enhance-auto-submit';
import { watchAlertsMode } from './components/reader/watch-alerts-mode';
import { watchSiteSearch } from './components/search/watch-site-search';
import { enhanceMenus } from './components/shell/enhance-menus';
import { enhanceStatFilters } from './components/stats/enhance-stat-filters';
import { showLocalTimes } from './components/time/show-local-times';
import { narrowestPictures } from './lib/browser/data-saving';
import { startErrorReporting } from './lib/browser-reporting/start-error-reporting';
import { registerSiteWorker } from './lib/site-app/browser';

const PAYLOAD_SCRIPT = '(self.__FLIGHT_DATA||=[]).push(';

/** Resolves once the whole document has arrived (at once if it has). */
function documentArrived(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}

/**
 * Whether the page carries the framework's payload: its inline scripts, which the bootstrap
 * drains as they run. The edge drops them from pages with no island and writes them out as soon
 * as it meets one, so while a page is still arriving without any, its end is waited for.
 */
async function carriesPayload(): Promise<boolean> {
  const carries = () => [...document.scripts].some((script) => script.text.startsWith(PAYLOAD_SCRIPT));
  if (carries()) return true;
  await documentArrived();
  return carries();
}

startErrorReporting();
enhanceMenus();
watchSiteSearch();
watchAlertsMode();
void documentArrived().then(() => {
  narrowestPictures();
  // Reading offline, the team alerts and the update prompt (ADR 047).
  registerSiteWorker().catch(() => undefined);
  showLocalTimes();
  enhanceAutoSubmitSelects();
  enhanceStatFilters();
  startCountdowns();
  // Only the FAQs have a search of their own, and with it the text matching of every language.
  if (document.querySelector('form.faq-search[data-faq-list]')) void import('./components/league-pages/enhance-faq-search').then(({ enhanceFaqSearch }) => enhanceFaqSearch());
  enhanceShareButtons();
  // Only the region home has live cards: the socket code loads only there.
  const liveCards = document.querySelector<HTMLElement>('[data-live-region][data-live-lang]');
  if (liveCards) void import('./components/home/follow-live-cards').then(({ followLiveCards }) => followLiveCards(liveCards));
  // A match page's live centre follows its match without hydrating anything (ADR 034).
  const liveMatch = document.querySelector<HTMLScriptElement>('script[data-live-match]');
  if (liveMatch) void import('./components/match/follow-match-page').then(({ followMatchPage }) => followMatchPage(liveMatch));
  // The For media page previews the widgets in frames kept as tall as their content (ADR 051).
  const previews = document.querySelectorAll<HTMLIFrameElement>('iframe[data-widget-preview]');
  if (previews.length > 0) void import('./components/embed/fit-previews').then(({ fitPreviews }) => fitPreviews(previews));
  // Only a team's page has "Alert me" (and only where the edition has VAPID keys).
  const teamAlerts = document.querySelector<HTMLElement>('[data-alerts-team]');
  if (teamAlerts) void import('./components/reader/enhance-team-alerts').then(({ enhanceTeamAlerts }) => enhanceTeamAlerts(teamAlerts));
});
void carriesPayload().then(async (carries) => {
  if (carries) (await import('./client-hydrate')).hydratePage();
});
