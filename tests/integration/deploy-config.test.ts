import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { type DryRun, dryRunDeploy } from '../../scripts/lib/dry-run.mjs';
import { CARD_RENDERER_MARKERS, CARD_WORKER_BUDGET, PRODUCTION_WORKER_BUDGET } from '../../scripts/lib/worker-budget.mjs';
import { DEMO_LEAGUE_MARKER, wranglerEnvFor } from '../../scripts/lib/wrangler-config.mjs';

const runFile = promisify(execFile);
const START = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'scripts', 'start.mjs');

// `wrangler deploy --dry-run` bundles the Worker and checks the configuration without uploading.
describe.each(['kings', 'queens'] as const)('the %s edition’s production deploy', (edition) => {
  // One dry run per edition, read by each test below.
  let dryRun: DryRun;
  beforeAll(async () => {
    dryRun = await dryRunDeploy(wranglerEnvFor(edition, 'production'));
  }, 200_000);

  it('passes a dry run with its own edition, domain and upstreams, and cannot serve the demo league', () => {
    const { output, bundle } = dryRun;
    expect(output).toContain(`env.EDITION ("${edition}")`);
    expect(output).toContain(`https://${edition}league.pro`);
    expect(output).toMatch(/env\.COMPETITION_API_URL \("https:\/\/[^"]+"\)/);
    expect(output).toContain('env.NEWS_CMS ("remote")');
    // Its one database is the alerts' (ADR 035), never the demo league's.
    expect(output).toContain(`env.ALERTS (${edition}-alerts)`);
    expect(output).not.toContain('env.DB (');
    expect(bundle).not.toContain(DEMO_LEAGUE_MARKER);
    expect(output).toContain('--dry-run: exiting now.');
  });

  it('binds the live match’s watcher and relays, and the alerts’ Queue of its own edition (ADR 052, 053)', () => {
    const { output } = dryRun;
    expect(output).toMatch(/env\.LIVE_MATCH \(LiveMatchWatcher\)/);
    expect(output).toMatch(/env\.LIVE_RELAY \(LiveMatchRelay\)/);
    expect(output).toContain(`env.ALERT_QUEUE (${edition}-alert-pages)`);
  });

  // Counted across isolates by Cloudflare, not in one isolate's memory (ADR 056).
  it('bounds each address’s socket opens and the edition’s card drawings with Rate Limiting bindings of its own', () => {
    const { output } = dryRun;
    expect(output).toMatch(/env\.LIVE_SOCKET_OPENS \(50 requests\/60s\)\s+Rate Limit/);
    expect(output).toMatch(/env\.SHARE_CARD_DRAWS \(300 requests\/60s\)\s+Rate Limit/);
  });

  // What grew past it before is in ADR 042: the watcher's zod, bundled whole by wrangler.
  it('uploads no more than the production Worker’s budget', () => {
    expect(dryRun.uploadKiB, 'KiB uploaded').toBeLessThanOrEqual(PRODUCTION_WORKER_BUDGET.uploadKiB);
    expect(dryRun.gzipKiB, 'KiB uploaded, gzip').toBeLessThanOrEqual(PRODUCTION_WORKER_BUDGET.gzipKiB);
  });

  // Share cards are drawn by the card Worker (ADR 049): the page Worker only binds it.
  it('binds the card Worker and carries no renderer, no WebAssembly and no font', () => {
    const { output, bundle, modules } = dryRun;
    expect(output).toMatch(/env\.CARDS \(league-cards\)\s+Worker/);
    for (const marker of CARD_RENDERER_MARKERS) expect(bundle.toLowerCase(), marker).not.toContain(marker.toLowerCase());
    expect(modules.filter((file) => /\.(wasm|ttf|otf)$/.test(file))).toEqual([]);
  });
});

describe('the card Worker’s deploy', () => {
  it('bundles resvg’s WebAssembly and the fonts, within its budget, on no address of its own', async () => {
    const { output, bundle, modules, uploadKiB, gzipKiB } = await dryRunDeploy(null, { config: 'wrangler.cards.toml' });
    expect(modules.filter((file) => /\.(wasm|ttf)$/.test(file)).map((file) => file.replace(/^[0-9a-f]+-/, '')).sort()).toEqual([
      'DejaVuSans-Bold.ttf', 'DejaVuSans.ttf', 'index_bg.wasm',
    ]);
    expect(bundle).toContain('initWasm');
    expect(output).not.toMatch(/workers\.dev|custom_domain|Routes/i);
    expect(uploadKiB).toBeLessThanOrEqual(CARD_WORKER_BUDGET.uploadKiB);
    expect(gzipKiB).toBeLessThanOrEqual(CARD_WORKER_BUDGET.gzipKiB);
  }, 200_000);
});

describe('the demo league’s deploy', () => {
  it('bundles the demo league with its D1, on no public domain', async () => {
    const { output, bundle } = await dryRunDeploy(wranglerEnvFor('queens', 'demo'));
    expect(output).toContain('env.DB (queens-demo-league)');
    expect(output).not.toContain('env.COMPETITION_API_URL ("https');
    expect(bundle).toContain(DEMO_LEAGUE_MARKER);
  }, 200_000);
});

describe('a production Worker without its league upstream', () => {
  it('refuses to start, saying which setting is missing', async () => {
    const started = runFile(process.execPath, [START, '--no-build'], {
      env: { ...process.env, EDITION: 'queens', LEAGUE: 'production', COMPETITION_API_URL: '', PORT: '0', STATE_EPHEMERAL: '1', NO_COLOR: '1' },
      timeout: 120_000,
    });
    const failure = await started.then(
      () => undefined,
      (error: { code?: number; stdout?: string; stderr?: string }) => error,
    );
    expect(failure?.code).toBeGreaterThan(0);
    const said = `${failure?.stdout ?? ''}${failure?.stderr ?? ''}`;
    expect(said).toContain('This production Worker cannot start: COMPETITION_API_URL (the league data upstream) is not set');
    expect(said).not.toMatch(/^Ready on/m);
  }, 150_000);
});
