import { endpoints } from './endpoints';
import { localeRedirect } from './middleware/locale-redirect';
import { pageCache } from './middleware/page-cache';
import { pageRewrites } from './middleware/page-rewrites';
import { requestContext } from './middleware/request-context';
import { requestLog } from './middleware/request-log';
import { routeGuard } from './middleware/route-guard';
import { securityHeaders } from './middleware/security-headers';

// The request pipeline, in order. The request is resolved first, once (ADR 036): everything after
// reads it. The request log wraps the rest so its times cover it all; security headers come next
// so every answer carries them. Every answer that is not a page is a route of one app, mounted in
// src/endpoints/index.ts and run here as one step (ADR 043); the rest is what every page needs.
// Waku calls each with no arguments and `use`s what it returns.
export const PIPELINE = [
  requestContext,
  requestLog,
  securityHeaders,
  endpoints,
  localeRedirect,
  pageCache,
  // Inside the page cache, so a cached page is stored already rewritten.
  pageRewrites,
  routeGuard,
];
