import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { defineConfig } from 'waku/config';

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

export default defineConfig({
  vite: {
    define: { __BUILD_VERSION__: JSON.stringify(BUILD_VERSION) },
    plugins: [buildVersionModule()],
  },
});
