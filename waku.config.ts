import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
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

export default defineConfig({
  vite: {
    define: { __BUILD_VERSION__: JSON.stringify(buildVersion()) },
  },
});
