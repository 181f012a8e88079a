// What a production Worker may upload, as `wrangler deploy --dry-run` counts it: the budget the
// deploy-config test holds both editions to and the bench's worker-bundle weighs them against.
// Measured 3229 KiB, 672 KiB gzip on 2026-11-28 (README, "Deploying"; ADR 042).

/** KiB uploaded, and the same gzip-compressed. */
export const PRODUCTION_WORKER_BUDGET = Object.freeze({ uploadKiB: 3400, gzipKiB: 700 });
