import type { MiddlewareHandler } from 'hono';
import { isNotPageAddress } from '../config/not-page-addresses';
import type { PipelineEnv } from './types';

/**
 * A short plain 404 for an address that can never be a page (`/wp-login.php`, `/.env`, a file
 * of a kind this site has none of): bots ask for hundreds of them, and drawing the 404 page for
 * each would cost more than a reader's visit. Not kept anywhere, as any 404.
 */
export function notPageAddresses(): MiddlewareHandler<PipelineEnv> {
  return async (c, next) => {
    if (!isNotPageAddress(c.get('request').pathname)) return next();
    return c.text('Not found', 404, { 'Cache-Control': 'no-store' });
  };
}
