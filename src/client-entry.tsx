// The browser entry: Waku's own, with hydration as a transition. A transition lets React hydrate
// the page in slices and yield between them, so a long table on a cheap phone never blocks a tap
// for the whole hydration (section 9's budget; docs/decisions/013-first-paint-before-script.md).
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'waku/router/client';

const rootElement = (
  <StrictMode>
    <Router />
  </StrictMode>
);

if ((globalThis as { __WAKU_HYDRATE__?: boolean }).__WAKU_HYDRATE__) {
  startTransition(() => {
    hydrateRoot(document, rootElement);
  });
} else {
  createRoot(document).render(rootElement);
}
