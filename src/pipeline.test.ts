import type { MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { PipelineEnv } from './middleware/types';
import { PIPELINE } from './pipeline';

/** What a page hit may pass through: what every page needs, and nothing that is not a page's. */
const PAGE_HANDLER_BUDGET = 8;

/** The real pipeline, each handler recording that a request reached it, in front of a stand-in renderer. */
function instrumentedPipeline() {
  const passed: string[] = [];
  const app = new Hono<PipelineEnv>();
  PIPELINE.forEach((factory, index) => {
    const handler = (factory as () => MiddlewareHandler<PipelineEnv>)();
    const name = factory.name || `#${index}`;
    app.use((c, next) => {
      passed.push(name);
      return handler(c, next);
    });
  });
  app.get('*', (c) => c.html('<!doctype html><html><head></head><body>page</body></html>'));
  return { app, passed };
}

describe('the request pipeline', () => {
  it(`takes a page hit through at most ${PAGE_HANDLER_BUDGET} handlers`, async () => {
    const { app, passed } = instrumentedPipeline();
    const response = await app.request('/en/espana/tables', {}, { EDITION: 'kings' });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('page');
    expect(passed.length, passed.join(' → ')).toBeLessThanOrEqual(PAGE_HANDLER_BUDGET);
    // Every handler of the list is passed: nothing in it is skipped by a page, so each is a page's.
    expect(passed).toHaveLength(PIPELINE.length);
  });

  it('answers an endpoint within the endpoints step, never reaching the page steps', async () => {
    const { app, passed } = instrumentedPipeline();
    const response = await app.request('/api/nothing', {}, { EDITION: 'kings' });
    expect(response.status).toBe(404);
    expect(passed.at(-1)).toBe('endpoints');
  });
});
