// The head's inline scripts by id, as text, minified in the build (waku.config.ts). The edge writes them into the page
// (src/middleware/inline-files.ts), so a page's payload names them and never carries them
// (docs/decisions/022-stylesheets-once.md).
import chunkReload from './chunk-reload.js?minified';
import errorQueue from './error-queue.js?minified';
import readerPreferences from './reader-preferences.js?minified';

export const INLINE_SCRIPTS = {
  /** Reloads the page once when a script chunk fails to load (ADR 011). */
  'chunk-reload': chunkReload,
  /** Keeps the page's errors until the reporter arrives; only where reporting is on (ADR 019). */
  'error-queue': errorQueue,
  /** The visitor's favourite team and spoiler-free mode, before the first paint (ADR 023). */
  'reader-preferences': readerPreferences,
} as const satisfies Record<string, string>;

export type InlineScriptId = keyof typeof INLINE_SCRIPTS;
