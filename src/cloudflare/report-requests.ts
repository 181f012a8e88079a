// Error reporting around each request, at the cost of an isolation scope (ADR 039). The SDK's own
// fetch wrapper instruments the context, proxies the vars, parses the URL, copies every header into
// span attributes and flushes its client on every request, traced or not: on a cache hit that was
// more Worker time than the pipeline itself. Here the client is set up once per isolate, and a
// request pays for a span only when its trace is sampled.
import * as Sentry from '@sentry/cloudflare';
import type { CloudflareOptions } from '@sentry/cloudflare';

type WaitUntil = { waitUntil(work: Promise<unknown>): void };
export type FetchHandler<Env> = (request: Request, env: Env, ctx: WaitUntil) => Promise<Response>;
type Client = NonNullable<ReturnType<typeof Sentry.getClient>>;

const FLUSH_TIMEOUT_MS = 2_000;
// The client the SDK set up for this isolate, once a request has gone through its wrapper.
let client: Client | undefined;
// What a report may say of the request: never who sent it.
const PRIVATE_HEADERS = new Set(['cookie', 'authorization', 'cf-connecting-ip', 'x-forwarded-for', 'x-real-ip', 'true-client-ip']);

function requestData(request: Request): Sentry.Event['request'] {
  const url = new URL(request.url);
  const headers: Record<string, string> = {};
  for (const [name, value] of request.headers) if (!PRIVATE_HEADERS.has(name)) headers[name] = value;
  return { method: request.method, url: `${url.origin}${url.pathname}`, query_string: url.search.slice(1) || undefined, headers };
}

/**
 * Wraps a fetch handler so what it throws, and what it reports while it answers (tags included),
 * reach the error reporter, and its trace is sampled at the configured rate. Without a DSN the
 * handler runs bare.
 *
 * The first request of an isolate goes through the SDK's own wrapper, which sets up the client
 * the SDK then keeps for the isolate; later requests use that client. Each gets an isolation
 * scope, whose new trace carries the SDK's random draw (`sample_rand`): when the draw is under
 * the rate, the request gets the `http.server` span, which the SDK samples with that same draw, so
 * the rate recorded with the trace is the configured one. Every other request skips the span,
 * which the SDK would have made only to drop. A request that continues a trace (a `sentry-trace`
 * header) always gets the span, to follow its parent's decision.
 */
export function reportRequests<Env>(handler: FetchHandler<Env>, optionsOf: (env: Env) => CloudflareOptions): FetchHandler<Env> {
  const firstOfIsolate = Sentry.withSentry(optionsOf, {
    fetch: (request: Request, env: Env, ctx: WaitUntil) => {
      client ??= Sentry.getClient();
      return handler(request, env, ctx);
    },
  });

  return (request, env, ctx) => {
    const options = optionsOf(env);
    if (!options.enabled) return handler(request, env, ctx);
    const reporter = client;
    if (!reporter) return firstOfIsolate.fetch(request, env, ctx);

    return Sentry.withIsolationScope(async (isolationScope) => {
      Sentry.getCurrentScope().setClient(reporter);
      // Each report leaves with the request that made it, even one sent while the body streams.
      isolationScope.addEventProcessor((event) => {
        event.request ??= requestData(request);
        try {
          ctx.waitUntil(Promise.resolve(reporter.flush(FLUSH_TIMEOUT_MS)).catch(() => false));
        } catch {
          // The request has ended: the send goes on without it.
        }
        return event;
      });
      const answer = async () => {
        try {
          return await handler(request, env, ctx);
        } catch (error) {
          Sentry.captureException(error, { mechanism: { handled: false, type: 'auto.http.cloudflare' } });
          throw error;
        }
      };

      const sentryTrace = request.headers.get('sentry-trace');
      if (sentryTrace !== null) {
        return Sentry.continueTrace({ sentryTrace, baggage: request.headers.get('baggage') }, () => traced(request, answer));
      }
      const { sampleRand } = Sentry.getCurrentScope().getPropagationContext();
      return sampleRand < (options.tracesSampleRate ?? 0) ? traced(request, answer) : answer();
    });
  };
}

/** The request as the SDK's `http.server` span, ended when the answer's head is ready. */
function traced(request: Request, answer: () => Promise<Response>): Promise<Response> {
  const { pathname } = new URL(request.url);
  const name = `${request.method} ${pathname}`;
  const attributes = { 'sentry.op': 'http.server', 'sentry.origin': 'auto.http.cloudflare', 'sentry.source': 'url', 'http.request.method': request.method, 'url.full': request.url };
  return Sentry.startSpanManual({ name, op: 'http.server', attributes, forceTransaction: true }, async (span) => {
    try {
      const response = await answer();
      Sentry.setHttpStatus(span, response.status);
      return response;
    } catch (error) {
      span.setStatus({ code: 2, message: 'internal_error' });
      throw error;
    } finally {
      span.end();
    }
  });
}
