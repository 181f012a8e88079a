// The JavaScript the site as an app adds to a content page (ADR 047): the page's side as the entry
// carries it, the worker's registration and update prompt and data saving, bundled alone, minified
// and gzipped. The bench's site-app measurement reports it, and
// src/lib/site-app/page-side-weight.test.ts holds it to its budget.
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Bytes gzip, by ADR 047. */
export const PAGE_SIDE_GZIP_BUDGET = 2048;

/** The page's side, gzip, in bytes. */
export async function pageSideGzip() {
  const result = await build({
    stdin: {
      contents: "export { registerSiteWorker } from './src/lib/site-app/browser';\nexport { narrowestPictures } from './src/lib/browser/data-saving';\n",
      resolveDir: ROOT, loader: 'ts',
    },
    bundle: true, minify: true, format: 'esm', target: 'es2020', write: false, define: { __BUILD_VERSION__: '"0.1.0+bench"' },
  });
  return gzipSync(result.outputFiles[0].contents).length;
}
