import { RENDERED_SURFACES } from './config/surfaces';
import { endpoints } from './endpoints';
import { localeRedirect } from './middleware/locale-redirect';
import { pageCache } from './middleware/page-cache';
import { pageRewrites } from './middleware/page-rewrites';
import { requestContext } from './middleware/resolve-request-context';
import { requestLog } from './middleware/request-log';
import { routeGuard } from './middleware/route-guard';
import { securityHeaders } from './middleware/security-headers';
import { servesOnly } from './middleware/serves-only';

// The request pipeline, in order. The request is resolved first, once (ADR 036): everything after
// reads it. The request log wraps the rest so its times cover it all; security headers come next
// so every answer carries them. Every answer that is not a page is a route of one app, mounted in
// src/endpoints/index.ts and run here as one step (ADR 043); the rest is what every page needs.
// The resolver says what kind of answer a request gets (its surface, ADR 068); a step that serves
// some kinds only says so here. Waku calls each with no arguments and `use`s what it returns.
export const PIPELINE = [
  requestContext,
  requestLog,
  securityHeaders,
  endpoints,
  servesOnly(RENDERED_SURFACES, localeRedirect),
  servesOnly(RENDERED_SURFACES, pageCache),
  // Inside the page cache, so a cached page is stored already rewritten.
  servesOnly(RENDERED_SURFACES, pageRewrites),
  servesOnly(RENDERED_SURFACES, routeGuard),
];
