import { Hono, type MiddlewareHandler } from 'hono';
import type { PipelineEnv } from './types';

/** What the stand-in renderer answers for every page. */
export const TEST_PAGE_HTML = '<!doctype html><html><head><script>boot()</script></head><body>page</body></html>';

/** A tiny app standing in for the renderer: every page answers 200 HTML, as Waku would. */
export function buildTestApp(middleware: MiddlewareHandler<PipelineEnv>[]) {
  const app = new Hono<PipelineEnv>();
  for (const handler of middleware) app.use(handler);
  app.get('*', (c) => c.html(TEST_PAGE_HTML));
  return app;
}

export const KINGS_ENV = { EDITION: 'kings' };
export const QUEENS_ENV = { EDITION: 'queens' };
