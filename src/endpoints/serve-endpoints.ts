import type { Hono, MiddlewareHandler, Next } from 'hono';
import { every } from 'hono/combine';
import { HonoRequest } from 'hono/request';
import { SURFACES } from '../config/surfaces';
import type { PipelineEnv } from '../middleware/types';
import { methodNotAllowed, notFound, pageMethodNotAllowed, plainNotFound } from './errors';

/** The methods each path answers, as its routes registered them (a GET answers HEAD too). */
function allowedMethods(routes: Hono<PipelineEnv>['routes']): Map<string, string[]> {
  const allowed = new Map<string, string[]>();
  for (const { method, path } of routes) {
    // `use` and `all` answer every method: nothing to refuse.
    if (method === 'ALL') continue;
    const methods = allowed.get(path) ?? [];
    for (const each of method === 'GET' ? ['GET', 'HEAD'] : [method]) if (!methods.includes(each)) methods.push(each);
    allowed.set(path, methods);
  }
  return allowed;
}

export type ServeEndpointsOptions = {
  /**
   * Addresses that can never be a page (`/wp-login.php`, `/.env`): when no route takes one, it is
   * a short plain 404 here instead of going on to draw the 404 page.
   */
  neverAPage?: (pathname: string) => boolean;
  /**
   * The methods the pages take (GET and HEAD): a request with another one that no route takes is
   * a 405 here instead of reaching the renderer, which would read its body as a server function's.
   */
  pageMethods?: readonly string[];
};

/**
 * Runs an app of endpoints inside the pipeline, as one middleware. Waku owns the Hono app, so the
 * endpoints' router is asked directly for the request's handlers, which then run on the
 * pipeline's own context: they read the resolved request (`c.get('request')`) and their answer
 * gets the security headers and the log like a page's. While they run, the context's request is
 * the same request as the endpoints' router matched it, so `c.req.param()` gives each handler its
 * route's path parameters (ADR 066). A path no route takes goes on to the pages, unless it can
 * never be one; a path taken with another method is a 405 naming the methods it answers.
 */
// The routes' own typing (their paths and answers) does not matter here, only their environment.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function serveEndpoints(routes: Hono<PipelineEnv, any, any>, options: ServeEndpointsOptions = {}): MiddlewareHandler<PipelineEnv> {
  // Where a surface's paths are wholly the endpoints' (the API's), another method is refused; the
  // routes beside the pages (feeds, crawler files, the language switch) leave it to the pages.
  for (const [path, allowed] of allowedMethods(routes.routes)) {
    routes.all(path, (c, next) => (SURFACES[c.get('request').surface].endpointsOnly ? methodNotAllowed(c, allowed) : next()));
  }
  // What no route answered: a JSON 404 where the paths are wholly the endpoints', a 405 for a
  // method the pages do not take, a short plain 404 for an address that can never be a page, and
  // the pages for the rest.
  const leftOver: MiddlewareHandler<PipelineEnv> = (c, next) => {
    const { pathname, surface } = c.get('request');
    if (SURFACES[surface].endpointsOnly) return Promise.resolve(notFound(c));
    if (options.pageMethods && !options.pageMethods.includes(c.req.method)) return Promise.resolve(pageMethodNotAllowed(c, options.pageMethods));
    return options.neverAPage?.(pathname) ? Promise.resolve(plainNotFound(c)) : next();
  };
  const { router } = routes;
  return async (c, next) => {
    // Hono answers HEAD with its GET route, as here.
    const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
    const { pathname } = c.get('request');
    const matchResult = router.match(method, pathname);
    const [matched] = matchResult;
    if (matched.length === 0) return leftOver(c, next);
    // Each handler's place among the matches picks its parameters, as Hono's own composition does.
    const handlers = matched.map(([[handler]], index): MiddlewareHandler<PipelineEnv> => (context, onward) => {
      context.req.routeIndex = index;
      return (handler as MiddlewareHandler<PipelineEnv>)(context, onward);
    });
    const restore = lendRequest(c, new HonoRequest(c.req.raw, pathname, matchResult));
    const onToThePages: Next = () => {
      restore();
      return next();
    };
    try {
      await every(...handlers, leftOver)(c, onToThePages);
    } finally {
      restore();
    }
  };
}

/** Puts `request` in place of the context's own until the returned function puts it back. */
function lendRequest(c: { req: HonoRequest }, request: HonoRequest): () => void {
  Object.defineProperty(c, 'req', { value: request, configurable: true });
  return () => {
    delete (c as { req?: HonoRequest }).req;
  };
}
