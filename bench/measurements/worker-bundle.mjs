// What each edition's production Worker uploads (`wrangler deploy --dry-run`), against a budget,
// and the demo league's Worker beside it for comparison. The production bundles must hold no
// demo league code at all (ADR 028).
import { dryRunDeploy } from '../../scripts/lib/dry-run.mjs';
import { PRODUCTION_WORKER_BUDGET } from '../../scripts/lib/worker-budget.mjs';
import { DEMO_LEAGUE_MARKER, wranglerEnvFor } from '../../scripts/lib/wrangler-config.mjs';

const WORKERS = [
  { edition: 'kings', league: 'production', budget: PRODUCTION_WORKER_BUDGET },
  { edition: 'queens', league: 'production', budget: PRODUCTION_WORKER_BUDGET },
  { edition: 'kings', league: 'demo' },
];

export default {
  name: 'worker-bundle',
  description: 'the uploaded Worker per edition (wrangler deploy --dry-run), production against its budget',
  async run({ log }) {
    const rows = [];
    const data = [];
    const problems = [];
    for (const { edition, league, budget } of WORKERS) {
      const env = wranglerEnvFor(edition, league);
      log(`dry-run deploy of ${edition} ${league} (--env ${env ?? "''"})`);
      const { uploadKiB, gzipKiB, bundle } = await dryRunDeploy(env);
      const hasDemo = bundle.includes(DEMO_LEAGUE_MARKER);
      const target = `${edition} ${league}`;
      data.push({ edition, league, uploadKiB, gzipKiB, hasDemo });
      for (const [metric, value, limit] of [['upload', uploadKiB, budget?.uploadKiB], ['upload gzip', gzipKiB, budget?.gzipKiB]]) {
        const over = limit !== undefined && value > limit;
        if (over) problems.push(`${target} ${metric} ${value} KiB > ${limit} KiB`);
        rows.push({ target, metric, value: value.toFixed(0), unit: 'KiB', note: limit === undefined ? '' : ` (budget ≤ ${limit} KiB${over ? ', OVER' : ''})` });
      }
      if (league === 'production' && hasDemo) problems.push(`${target} bundles the demo league`);
    }
    if (problems.length > 0) throw new Error(`worker bundle: ${problems.join('; ')}`);
    return { rows, data };
  },
};
