// Which source each of the partners' scripts is bundled from: read by the build (waku.config.ts)
// and the scripts' tests, never by the scripts themselves, which stay as small as they can.
import { EMBED_LIVE_WIDGET_SCRIPT_PATH, EMBED_SCRIPT_PATH, EMBED_WIDGET_SCRIPT_PATH } from './embed-frame';

/**
 * Each script's source, bundled whole by the build into a static file at its address
 * (`embedScriptFiles` in waku.config.ts; their headers are in public/_headers).
 */
export const EMBED_SCRIPT_SOURCES = {
  [EMBED_SCRIPT_PATH]: 'src/components/embed/host-embed.ts',
  [EMBED_WIDGET_SCRIPT_PATH]: 'src/components/embed/widget-script.ts',
  [EMBED_LIVE_WIDGET_SCRIPT_PATH]: 'src/components/embed/live-widget-script.ts',
} as const;
