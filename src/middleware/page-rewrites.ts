import type { MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import { inlineFiles } from './inline-files';
import { payloadForIslands } from './payload-for-islands';
import { scriptsAfterPaint } from './scripts-after-paint';
import type { PipelineEnv } from './types';

/**
 * A page as it is stored, rewritten: its framework script after the first paint, its small files
 * inline, the payload its islands need. One step of the pipeline, inside the page cache, so a
 * kept page is kept rewritten; the rewrites run in this order, each around the next.
 */
export function pageRewrites(): MiddlewareHandler<PipelineEnv> {
  return every(scriptsAfterPaint(), inlineFiles(), payloadForIslands());
}
