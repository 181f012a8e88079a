import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { EMBED_HEIGHT_MESSAGE } from '../../config/embed';
import { requestContext } from '../../middleware/request-context';
import type { PipelineEnv } from '../../middleware/types';
import { serveEndpoints } from '../serve-endpoints';
import { embedScripts } from './embed-scripts';

function buildApp() {
  const app = new Hono<PipelineEnv>();
  app.use(requestContext(), serveEndpoints(embedScripts()));
  app.get('*', (c) => c.text('page'));
  return app;
}
const KINGS = { EDITION: 'kings' };

describe('the partners’ scripts', () => {
  it.each(['/embed.js', '/embed/widget.js', '/embed/live-widget.js'])('%s is a script any page may load, kept an hour', async (path) => {
    const response = await buildApp().request(path, {}, KINGS);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const text = await response.text();
    // Bundled whole: no import left for a partner's page to resolve, and no zod inside.
    expect(text).not.toMatch(/\bimport\s*[("{]/);
    expect(text).not.toMatch(/ZodError/);
    expect(() => new Function(text)).not.toThrow();
  });

  it('embed.js and the widgets speak of the same message', async () => {
    for (const path of ['/embed.js', '/embed/widget.js', '/embed/live-widget.js']) {
      expect(await (await buildApp().request(path, {}, KINGS)).text(), path).toContain(EMBED_HEIGHT_MESSAGE);
    }
  });

  it('the live widget’s script follows a match, the others do not carry its client', async () => {
    const live = await (await buildApp().request('/embed/live-widget.js', {}, KINGS)).text();
    const plain = await (await buildApp().request('/embed/widget.js', {}, KINGS)).text();
    expect(live).toContain('WebSocket');
    expect(plain).not.toContain('WebSocket');
  });

  it('any other address below /embed/ is not one of them', async () => {
    expect(await (await buildApp().request('/embed/other.js', {}, KINGS)).text()).toBe('page');
  });
});
