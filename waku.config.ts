import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build as esbuild } from 'esbuild';
import { transformWithEsbuild, type Plugin } from 'vite';
import { defineConfig } from 'waku/config';
import { EMBED_SCRIPT_SOURCES } from './src/config/embed-scripts';
import { LOCALE_CODES } from './src/config/locales';
import { LEGACY_WORKER_PATH, SITE_WORKER_MESSAGE_IDS, SITE_WORKER_PATH } from './src/config/site-app';

// The build version the health check reports: package version, commit when known, build time.
function buildVersion(): string {
  const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
  let commit = 'local';
  try {
    commit = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    // Not a git checkout: the version alone identifies the build.
  }
  return `${version}+${commit}.${new Date().toISOString().replace(/[-:]/g, '').slice(0, 13)}`;
}

const BUILD_VERSION = buildVersion();

/**
 * Writes the build version beside the server bundle (dist/server/build-version.js): the Worker
 * entry, which wrangler bundles outside this build, files error reports under it.
 */
function buildVersionModule(): Plugin {
  return {
    name: 'kl-build-version-module',
    apply: 'build',
    generateBundle() {
      if (this.environment.name !== 'rsc') return;
      this.emitFile({ type: 'asset', fileName: 'build-version.js', source: `export const BUILD_VERSION = ${JSON.stringify(BUILD_VERSION)};\n` });
    },
  };
}

/**
 * The worker's words in every language (src/service-worker/offline-texts.ts), from messages/offline/:
 * a folder of their own, which the Worker's message sets leave out, as no page shows them.
 */
function siteWorkerTexts(): Record<string, Record<string, string>> {
  return Object.fromEntries(
    LOCALE_CODES.map((lang) => {
      const messages = JSON.parse(readFileSync(`messages/offline/${lang}.json`, 'utf8')) as Record<string, string>;
      return [lang, Object.fromEntries(SITE_WORKER_MESSAGE_IDS.map((id) => [id, messages[id] ?? '']))];
    }),
  );
}

/** The page's side the worker writes into a kept copy it serves (ADR 073). */
const KEPT_COPY_RETURN = 'src/lib/site-app/kept-copy-return.ts';

/**
 * The service worker bundled alone: Workbox's modules and the worker's own, minified, for browsers
 * of 2020 on; it carries the kept copy's script as text, bundled alone too.
 */
export async function buildSiteWorker(): Promise<string> {
  const keptCopyReturn = (await bundleBrowserScript(KEPT_COPY_RETURN)).text;
  // Written inside a <script> element: nothing in it may end that element or change how it is read.
  if (/<\/script|<!--/i.test(keptCopyReturn)) throw new Error(`${KEPT_COPY_RETURN} bundles to a text that closes its <script> element`);
  const result = await esbuild({
    entryPoints: ['src/service-worker/service-worker.ts'],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    legalComments: 'none',
    define: {
      // Workbox's logging and checks are for development only.
      'process.env.NODE_ENV': '"production"',
      __SITE_WORKER_BUILD__: JSON.stringify(BUILD_VERSION),
      __SITE_WORKER_TEXTS__: JSON.stringify(siteWorkerTexts()),
      __KEPT_COPY_RETURN__: JSON.stringify(keptCopyReturn),
    },
  });
  return result.outputFiles[0]?.text ?? '';
}

/**
 * Writes the service worker into the static files (ADR 047): at /site-worker.js, and the same
 * file at the team alerts' first address, so an older registration updates to it.
 */
function siteWorker(): Plugin {
  return {
    name: 'kl-site-worker',
    apply: 'build',
    async generateBundle() {
      if (this.environment.name !== 'client') return;
      const source = await buildSiteWorker();
      for (const path of [SITE_WORKER_PATH, LEGACY_WORKER_PATH]) this.emitFile({ type: 'asset', fileName: path.slice(1), source });
    },
  };
}

const MINIFIED = '?minified';

/** A script's text as the pages write it inline: minified, so its comments stay in the source. */
export async function minifyScript(source: string, file: string): Promise<string> {
  const { code } = await transformWithEsbuild(source, file, { loader: 'js', minify: true, target: 'es2017' });
  return code.trim();
}

/**
 * `import text from './x.js?minified'`: the file's text, minified, for the scripts the edge writes
 * into the head (docs/decisions/022-stylesheets-once.md). The unit tests load it too.
 */
export function minifiedScriptText(): Plugin {
  return {
    name: 'kl-minified-script-text',
    enforce: 'pre',
    async load(id) {
      if (!id.endsWith(MINIFIED)) return null;
      const file = id.slice(0, -MINIFIED.length);
      this.addWatchFile(file);
      return `export default ${JSON.stringify(await minifyScript(await readFile(file, 'utf8'), file))};`;
    },
  };
}

/** A browser script and everything it imports as one minified file's text. */
export async function bundleBrowserScript(file: string): Promise<{ text: string; inputs: string[] }> {
  const result = await esbuild({
    entryPoints: [file], bundle: true, minify: true, format: 'iife', target: 'es2020', platform: 'browser',
    write: false, metafile: true, legalComments: 'none',
  });
  return { text: result.outputFiles[0]!.text.trim(), inputs: Object.keys(result.metafile.inputs).map((input) => path.resolve(input)) };
}

/**
 * The partners' scripts as static files at addresses that never change (`/embed.js`,
 * `/embed/widget.js`, `/embed/live-widget.js`), each bundled whole from src/components/embed/:
 * Vite's client build names its chunks by hash, which a partner's page cannot follow, and as
 * static files they cost the Worker nothing (ADR 051). The table is EMBED_SCRIPT_SOURCES.
 */
export function embedScriptFiles(): Plugin {
  return {
    name: 'kl-embed-script-files',
    apply: 'build',
    async generateBundle() {
      if (this.environment.name !== 'client') return;
      for (const [address, source] of Object.entries(EMBED_SCRIPT_SOURCES)) {
        const { text, inputs } = await bundleBrowserScript(source);
        for (const input of inputs) this.addWatchFile(input);
        this.emitFile({ type: 'asset', fileName: address.slice(1), source: `${text}\n` });
      }
    },
  };
}

const EDGE_RENDERER_ONLY = '\0kl-react-dom-server-edge';

/**
 * `react-dom/server.edge` pairs the streaming renderer with the legacy one (renderToString,
 * renderToStaticMarkup): a second React DOM server, 238 KB of CommonJS that no bundler can drop
 * from the Worker. The page renderer streams (renderToReadableStream) and nothing on the server
 * renders to a string, so the server build takes the streaming renderer alone (ADR 042).
 */
function edgeRendererOnly(): Plugin {
  const reactDom = path.dirname(createRequire(import.meta.url).resolve('react-dom/package.json'));
  const streaming = path.join(reactDom, 'cjs', 'react-dom-server.edge.production.js');
  return {
    name: 'kl-edge-renderer-only',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      return id === 'react-dom/server.edge' && this.environment.name === 'ssr' ? EDGE_RENDERER_ONLY : null;
    },
    load(id) {
      if (id !== EDGE_RENDERER_ONLY) return null;
      return `export { renderToReadableStream, resume, version } from ${JSON.stringify(streaming)};`;
    },
  };
}

/**
 * The renderer's payload writer in place of rsc-html-stream's: theirs could write the page's
 * `</body></html>` twice, the end of the payload between the two, when React's output split the
 * trailer across chunks (src/lib/page/rsc-payload-stream.ts, ADR 075).
 */
function payloadBeforeTheTrailer(): Plugin {
  const ownWriter = path.resolve('src/lib/page/rsc-payload-stream.ts');
  let replaced = false;
  return {
    name: 'kl-payload-before-the-trailer',
    enforce: 'pre',
    resolveId(id) {
      if (id !== 'rsc-html-stream/server') return null;
      replaced = true;
      return ownWriter;
    },
    // A renderer that no longer imports it would leave this a silent no-op: the build says so instead.
    generateBundle() {
      if (this.environment.name === 'ssr' && !replaced) this.error('the renderer no longer imports rsc-html-stream/server: see ADR 075');
    },
  };
}

export default defineConfig({
  vite: {
    define: { __BUILD_VERSION__: JSON.stringify(BUILD_VERSION) },
    plugins: [buildVersionModule(), minifiedScriptText(), embedScriptFiles(), edgeRendererOnly(), payloadBeforeTheTrailer(), siteWorker()],
    // The functions the Worker calls outside a request (src/worker-calls.ts), built with the app
    // so they share its modules: dist/server/worker-calls.js (ADR 044).
    environments: { rsc: { build: { rollupOptions: { input: { 'worker-calls': './src/worker-calls.ts' } } } } },
  },
});
