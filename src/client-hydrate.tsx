// The page's React: Waku's router hydrating the document, as a transition. A transition lets React
// hydrate the page in slices and yield between them, so a long table on a cheap phone never blocks
// a tap for the whole hydration (section 9's budget; docs/decisions/013-first-paint-before-script.md).
// Loaded by the entry only for a page that has islands (docs/decisions/022-stylesheets-once.md).
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'waku/router/client';

/**
 * The server keys the page's inline data by its decoded path; the router reads the address bar's
 * percent-encoded one. For a path in another script (an Arabic story's slug) the two differ, the
 * inline data goes unused and the page is fetched again, so the router is handed the decoded path.
 */
function readInitialRoute() {
  const { pathname, search } = window.location;
  const status = document.querySelector<HTMLMetaElement>('meta[name="httpstatus"]')?.content;
  if (status === '404' || !pathname.includes('%')) return undefined;
  try {
    return { path: decodeURI(pathname), query: new URLSearchParams(search).toString(), hash: '' };
  } catch {
    return undefined;
  }
}

export function hydratePage(): void {
  const initialRoute = readInitialRoute();
  const rootElement = (
    <StrictMode>
      {initialRoute ? <Router initialRoute={initialRoute} /> : <Router />}
    </StrictMode>
  );
  if ((globalThis as { __WAKU_HYDRATE__?: boolean }).__WAKU_HYDRATE__) {
    startTransition(() => {
      hydrateRoot(document, rootElement);
    });
  } else {
    createRoot(document).render(rootElement);
  }
}
