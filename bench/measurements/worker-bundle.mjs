// What each edition's production Worker uploads (`wrangler deploy --dry-run`), against a budget,
// and the demo league's Worker beside it for comparison. The production bundles must hold no
// demo league code at all (ADR 028).
import { dryRunDeploy } from '../../scripts/lib/dry-run.mjs';
import { DEMO_LEAGUE_MARKER, wranglerEnvFor } from '../../scripts/lib/wrangler-config.mjs';

/** KiB; the 2026-11-27 figures were 3321 and 671, down from 3901 and 815 with the demo inside. */
const BUDGET = { uploadKiB: 3500, gzipKiB: 720 };

const WORKERS = [
  { edition: 'kings', league: 'production', budget: BUDGET },
  { edition: 'queens', league: 'production', budget: BUDGET },
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
