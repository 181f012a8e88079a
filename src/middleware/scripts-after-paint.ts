// Pages are whole without script (the GET forms, links and details menus work on their own), so
// the framework's script may wait for the first contentful paint: on a slow phone network the
// HTML and its inline styles then get the whole connection first. The framework preloads its
// modules in the head and imports its entry at once; at the edge, the preloads are dropped and
// the import waits for the paint (docs/decisions/013-scripts-after-first-paint.md).
import type { MiddlewareHandler } from 'hono';
import { SURFACES } from '../config/surfaces';
import { getHtmlRewriter } from './html-rewriter';
import type { PipelineEnv } from './types';

/** How long the entry waits for a paint it cannot observe (a hidden tab, an old browser). */
export const PAINT_WAIT_LIMIT_MS = 3000;

const ENTRY_IMPORT = /import\("(\/assets\/[\w.-]+\.js)"\)/;

/**
 * The framework's bootstrap with its entry import deferred to the first contentful paint. Written
 * short, as every page carries it: `f` imports the entry (`go`) once (`s`: started), when the
 * observer (`o`) sees the paint among its entries (`l`) or when the wait limit is up.
 */
export function deferEntryImport(bootstrap: string): string {
  return bootstrap.replace(
    ENTRY_IMPORT,
    (_, entry: string) =>
      `((go)=>{let s;const f=()=>{s||(s=1,go())};` +
      `try{new PerformanceObserver((l,o)=>{l.getEntriesByName('first-contentful-paint').length&&(o.disconnect(),f())}).observe({type:'paint',buffered:!0})}catch{}` +
      `setTimeout(f,${PAINT_WAIT_LIMIT_MS})})(()=>import(${JSON.stringify(entry)}))`,
  );
}

function rewrite(response: Response, widget: boolean): Response {
  const Rewriter = getHtmlRewriter();
  if (!Rewriter) return response;
  let bootstrap = '';
  const rewriter = new Rewriter().on('head > link[rel="modulepreload"]', { element: (element) => element.remove() });
  // A partner's widget runs its own small script, never the site's framework and entry (ADR 051).
  if (widget) return rewriter.on('script#_R_', { element: (element) => element.remove() }).transform(response);
  return rewriter
    .on('script#_R_', {
      text(chunk) {
        // A script's text may arrive in pieces: gather it, then write it back once, rewritten.
        bootstrap += chunk.text;
        if (!chunk.lastInTextNode) return chunk.remove();
        chunk.replace(deferEntryImport(bootstrap), { html: true });
        bootstrap = '';
      },
    })
    .transform(response);
}

/** Rewrites HTML pages so the framework's script loads after the first contentful paint. */
export function scriptsAfterPaint(): MiddlewareHandler<PipelineEnv> {
  return async (c, next) => {
    await next();
    if (!(c.res.headers.get('content-type') ?? '').startsWith('text/html')) return;
    c.res = rewrite(new Response(c.res.body, c.res), SURFACES[c.get('request').surface].document === 'frame');
  };
}
