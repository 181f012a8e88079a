// The partners' scripts, each bundled at build time from src/components/embed/ and served at an
// address that never changes: embed.js, which a partner's page loads, and the widgets' own
// scripts, one of which every widget page loads (ADR 051).
import { Hono } from 'hono';
import { EMBED_LIVE_WIDGET_SCRIPT_PATH, EMBED_SCRIPT_PATH, EMBED_SCRIPT_SECONDS, EMBED_WIDGET_SCRIPT_PATH } from '../../config/embed';
import type { PipelineEnv } from '../../middleware/types';
import hostEmbedScript from '../../components/embed/host-embed.ts?bundled';
import liveWidgetScript from '../../components/embed/live-widget-script.ts?bundled';
import widgetScript from '../../components/embed/widget-script.ts?bundled';

export const EMBED_SCRIPTS = {
  [EMBED_SCRIPT_PATH]: hostEmbedScript,
  [EMBED_WIDGET_SCRIPT_PATH]: widgetScript,
  [EMBED_LIVE_WIDGET_SCRIPT_PATH]: liveWidgetScript,
} as const;

const HEADERS = {
  'Content-Type': 'text/javascript; charset=utf-8',
  'Cache-Control': `public, max-age=${EMBED_SCRIPT_SECONDS}`,
  // Any page may load embed.js; the widget's script is loaded by the widget's own page.
  'Cross-Origin-Resource-Policy': 'cross-origin',
} as const;

export function embedScripts() {
  const app = new Hono<PipelineEnv>();
  for (const [path, text] of Object.entries(EMBED_SCRIPTS)) app.get(path, (c) => c.body(text, 200, HEADERS));
  return app;
}
