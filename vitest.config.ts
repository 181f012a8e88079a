import { defineConfig } from 'vitest/config';
import { minifiedScriptText } from './waku.config';

// Three projects, run as ordered groups (sequence.groupOrder): unit first,
// then integration, then browser — never integration and browser at once.
// The machine has 2 cores: at most 2 test files at a time, 1 for the browser.
//
//   npm test                  all three
//   npm run test:unit         vitest run --project unit
//   npm run test:integration  vitest run --project integration
//   npm run test:browser      vitest run --project browser
//
// integration and browser share tests/support/global-setup.ts, which builds
// if needed and starts the kings and queens servers once for the whole run
// (inject('kingsUrl'), inject('queensUrl')).
const serverSetup = './tests/support/global-setup.ts';

export default defineConfig({
  test: {
    maxWorkers: 2,
    teardownTimeout: 30_000,
    projects: [
      {
        // The edge's table of inline scripts imports them `?minified`.
        plugins: [minifiedScriptText()],
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/repository/**/*.test.ts'],
          environment: 'node',
          maxWorkers: 2,
          // The demo league's whole-contract tests take about a second alone, several on a busy machine.
          testTimeout: 15_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: [serverSetup],
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          globalSetup: [serverSetup],
          maxWorkers: 1,
          testTimeout: 60_000,
          hookTimeout: 90_000,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
