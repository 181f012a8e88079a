// What a production Worker may upload, as `wrangler deploy --dry-run` counts it: the budget the
// deploy-config test holds both editions to and the bench's worker-bundle weighs them against.
// Measured 3229 KiB, 672 KiB gzip on 2026-11-28 (docs/operating.md, "Deploying"; ADR 042); 3357 KiB, 697.8 KiB
// gzip before share cards, widgets, the app's manifest and relays, 3493 KiB, 729.1 KiB gzip with them.
// Minified as it is bundled (ADR 054), the same Worker uploads 1922 KiB, 522.9 KiB gzip: the budget
// follows that figure, with 4 % of room, so growth is seen again long before a limit. The match rules
// and state, the alerts' outbox and the edge's ceilings brought it to 2014 KiB (2026-11-29): the
// budget moves with them, again with about 4 % of room.

/** KiB uploaded, and the same gzip-compressed. */
export const PRODUCTION_WORKER_BUDGET = Object.freeze({ uploadKiB: 2100, gzipKiB: 575 });

/**
 * The card Worker (ADR 049): resvg's WebAssembly (2.4 MB), two fonts (1.4 MB) and the drawing.
 * Measured 4628 KiB, 1792 KiB gzip on 2026-11-28; a Worker may upload 10 MB (3 MB gzip on the free plan).
 */
export const CARD_WORKER_BUDGET = Object.freeze({ uploadKiB: 5000, gzipKiB: 2000 });

/**
 * What only the card renderer's code holds: found in the page Worker's bundle, the page Worker pays for
 * drawing. Texts that survive minification (ADR 054): resvg's own messages name `initWasm()`.
 */
export const CARD_RENDERER_MARKERS = Object.freeze(['resvg', 'initWasm', '.wasm', '.ttf']);
