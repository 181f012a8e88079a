import type { Context, MiddlewareHandler } from 'hono';
import { API_PATHS } from '../config/api-paths';
import { SURFACES } from '../config/surfaces';
import { requestUpstreamState, upstreamCallsOfThisRequest, type RequestUpstreamCalls } from '../lib/upstream/request-calls';
import type { PipelineEnv } from './types';

export type RequestLogOptions = {
  /** Where a line goes; Workers Logs reads `console.log` and indexes the fields of a JSON line. */
  write?: (line: string) => void;
  now?: () => number;
  /** The upstream calls of the request being answered. */
  calls?: () => RequestUpstreamCalls;
};

export type RequestLogLine = {
  event: 'request';
  method: string;
  route: string;
  status: number;
  /** The page micro-cache's or the API edge cache's outcome: hit, shared, miss, bypass; none when neither answered. */
  cache: string;
  upstream: RequestUpstreamCalls & { state: string };
  /** Until the response's head was ready. */
  headersMs: number;
  /** Until its last byte was written: a streamed page keeps rendering after its head. */
  renderMs: number;
};

/** What the request was, in the route table's words; never the raw path, which a visitor chooses. */
function routeOf(c: Context<PipelineEnv>): string {
  // As the pipeline resolved it, and the route guard settled it when the page was rendered.
  const { pathname, resolution, surface } = c.get('request');
  const { logAs } = SURFACES[surface];
  if (logAs === 'route') return resolution.kind === 'page' ? resolution.routeId : `error-${resolution.status}`;
  if (logAs !== 'api') return logAs;
  // Which API, by its path in the table; one below the root that none answers is the root's.
  const api = Object.entries(API_PATHS).find(([, prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  return api ? `api:${api[0]}` : 'api';
}

/** Outcomes of an answer that was kept whole before this request: nothing renders after its head. */
const SERVED_WHOLE = new Set(['hit', 'stale', 'shared', 'edge']);

/**
 * One JSON line per request at the edge, when REQUEST_LOGS is on: its route, status, cache
 * outcome, upstream calls and render time. Right after the request is resolved, so its time
 * covers everything else.
 */
export function requestLog(options: RequestLogOptions = {}): MiddlewareHandler<PipelineEnv> {
  const { write = (line: string) => console.log(line), now = Date.now, calls = upstreamCallsOfThisRequest } = options;
  return async (c, next) => {
    if (!c.get('request').env.REQUEST_LOGS) return next();
    const started = now();
    const upstream = calls();
    await next();
    const headersMs = now() - started;
    const headers = c.res.headers;
    const line: Omit<RequestLogLine, 'upstream' | 'renderMs'> = {
      event: 'request',
      method: c.req.method,
      route: routeOf(c),
      status: c.res.status,
      cache: headers.get('x-page-cache') ?? headers.get('x-edge-cache') ?? 'none',
      headersMs,
    };
    let written = false;
    const finish = (renderMs = now() - started) => {
      if (written) return;
      written = true;
      const entry: RequestLogLine = { ...line, upstream: { ...upstream, state: requestUpstreamState(upstream) }, renderMs };
      write(JSON.stringify(entry));
    };
    // An answer from a cache is complete at its head: its line needs no watch on the body, which
    // would cost every hit a stream of its own.
    if (!c.res.body || SERVED_WHOLE.has(line.cache)) return finish(headersMs);
    // The line is written when the body has been sent (or the visitor went away), so it counts
    // the upstream calls of the blocks that stream in after the head.
    const watch = new TransformStream<Uint8Array, Uint8Array>({ flush: () => finish(), cancel: () => finish() } as Transformer<Uint8Array, Uint8Array>);
    c.res = new Response(c.res.body.pipeThrough(watch), c.res);
  };
}
