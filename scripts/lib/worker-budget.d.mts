// Types for scripts/lib/worker-budget.mjs (imported by tests/integration/*.ts).

export type WorkerBudget = {
  /** KiB uploaded (wrangler's "Total Upload") */
  readonly uploadKiB: number;
  /** the same, gzip-compressed */
  readonly gzipKiB: number;
};

export const PRODUCTION_WORKER_BUDGET: WorkerBudget;

export const CARD_WORKER_BUDGET: WorkerBudget;
export const CARD_RENDERER_MARKERS: readonly string[];
