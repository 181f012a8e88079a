import { fsRouter } from 'waku';
import adapter from 'waku/adapters/cloudflare';
import { editionContext } from './middleware/edition-context';
import { localeRedirect } from './middleware/locale-redirect';
import { pageCache } from './middleware/page-cache';
import { routeGuard } from './middleware/route-guard';
import { securityHeaders } from './middleware/security-headers';

// The request pipeline, in order. Security headers come first so every answer carries them.
export default adapter(fsRouter(import.meta.glob('./**/*.{tsx,ts}', { base: './pages' })), {
  middlewareFns: [() => securityHeaders(), editionContext, localeRedirect, pageCache, routeGuard],
});
