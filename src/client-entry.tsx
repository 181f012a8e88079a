// The browser entry, in place of Waku's default, imported once the page has painted (ADR 013).
// Every page gets error reporting, the menus' keyboard behaviour, the pickers that load a choice at
// once and the visitor's own kick-off times; only a page with islands
// carries the framework's payload, and only then is React loaded to hydrate it
// (docs/decisions/022-stylesheets-once.md).
import { enhanceAutoSubmit } from './components/schedule/enhance-auto-submit';
import { enhanceMenus } from './components/shell/enhance-menus';
import { showVisitorTimes } from './components/time/show-visitor-times';
import { startErrorReporting } from './lib/browser-reporting/start-error-reporting';

const PAYLOAD_SCRIPT = '(self.__FLIGHT_DATA||=[]).push(';

/**
 * Whether the page carries the framework's payload: its inline scripts, which the bootstrap
 * drains as they run. The edge drops them from pages with no island and writes them out as soon
 * as it meets one, so while a page is still arriving without any, its end is waited for.
 */
async function carriesPayload(): Promise<boolean> {
  const carries = () => [...document.scripts].some((script) => script.text.startsWith(PAYLOAD_SCRIPT));
  if (carries() || document.readyState !== 'loading') return carries();
  await new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }));
  return carries();
}

startErrorReporting();
enhanceMenus();
enhanceAutoSubmit();
showVisitorTimes();
void carriesPayload().then(async (carries) => {
  if (carries) (await import('./client-hydrate')).hydratePage();
});
