import { Hono, type MiddlewareHandler } from 'hono';
import type { PipelineEnv } from './types';

/** A tiny app standing in for the renderer: every page answers 200 HTML, as Waku would. */
export function buildTestApp(middleware: MiddlewareHandler<PipelineEnv>[]) {
  const app = new Hono<PipelineEnv>();
  for (const handler of middleware) app.use(handler);
  app.get('*', (c) => c.html('<!doctype html><html><head><script>boot()</script></head><body>page</body></html>'));
  return app;
}

export const KINGS_ENV = { EDITION: 'kings' };
export const QUEENS_ENV = { EDITION: 'queens' };
