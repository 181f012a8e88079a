/// <reference types="node" />
// The alerts database of a local server, read as wrangler reads it (`wrangler d1 execute
// --local` on the server's own state directory): what the tests check reached D1.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT, packageFile } from '../../scripts/lib/proc.mjs';
import { wranglerEnvFor } from '../../scripts/lib/wrangler-config.mjs';

const runFile = promisify(execFile);

export type SubscriptionRow = { endpoint: string; team_id: number; lang: string; spoiler_free: number };

/** The rows a query answers, from the alerts database of the demo server at `base`. */
export async function queryAlertsDb<Row>(base: string, edition: 'kings' | 'queens', sql: string): Promise<Row[]> {
  const port = new URL(base).port;
  const persist = path.join(ROOT, '.wrangler', `state-${edition}-${port}`);
  const { stdout } = await runFile(
    process.execPath,
    [packageFile('wrangler', 'bin', 'wrangler.js'), 'd1', 'execute', 'ALERTS', '--local', '--persist-to', persist, '--env', wranglerEnvFor(edition, 'demo') ?? '', '--json', '--command', sql],
    { cwd: ROOT, env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' }, timeout: 60_000 },
  );
  const [answer] = JSON.parse(stdout) as [{ results: Row[] }];
  return answer.results;
}

export const subscriptionsIn = (base: string, edition: 'kings' | 'queens') =>
  queryAlertsDb<SubscriptionRow>(base, edition, 'SELECT endpoint, team_id, lang, spoiler_free FROM push_subscriptions ORDER BY endpoint');
