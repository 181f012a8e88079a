import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

// `wrangler deploy --dry-run` bundles the Worker and checks the configuration without uploading.
describe.each([
  ['kings', []],
  ['queens', ['--env', 'queens']],
])('the %s edition’s deploy configuration', (edition, args) => {
  it('passes a dry-run deploy with its own edition and domain', async () => {
    const outdir = mkdtempSync(path.join(tmpdir(), `dry-run-${edition}-`));
    try {
      const { stdout } = await run('npx', ['wrangler', 'deploy', '--dry-run', '--outdir', outdir, ...args], {
        env: { ...process.env, NO_COLOR: '1', WRANGLER_SEND_METRICS: 'false' },
        timeout: 120_000,
      });
      expect(stdout).toContain(`env.EDITION ("${edition}")`);
      expect(stdout).toContain(`https://${edition}league.pro`);
      expect(stdout).toContain('--dry-run: exiting now.');
    } finally {
      rmSync(outdir, { recursive: true, force: true });
    }
  }, 150_000);
});
