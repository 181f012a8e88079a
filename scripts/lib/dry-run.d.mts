// Types for scripts/lib/dry-run.mjs (imported by tests/integration/*.ts).

export type DryRun = {
  /** wrangler's output, without colours */
  output: string;
  uploadKiB: number;
  gzipKiB: number;
  /** the bundled Worker's JavaScript */
  bundle: string;
  /** every file the dry run wrote: the bundle, its source map, its WebAssembly and data modules */
  modules: string[];
};

export function parseUploadSize(output: string): { uploadKiB: number; gzipKiB: number };
export function dryRunDeploy(wranglerEnv: string | null, options?: { config?: string }): Promise<DryRun>;
