import { fsRouter } from 'waku';
import adapter from 'waku/adapters/cloudflare';
import type { MiddlewareHandler } from 'hono';

const hello = (): MiddlewareHandler => async (c, next) => {
  await next();
  c.res.headers.set('x-hello', 'yes');
};

export default adapter(
  fsRouter(import.meta.glob('./**/*.{tsx,ts}', { base: './pages' })),
  { middlewareFns: [hello] },
);
