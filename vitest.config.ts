import { configDefaults, defineConfig } from 'vitest/config';
import { minifiedScriptText } from './waku.config';

// Three projects in two groups (sequence.groupOrder), at most 2 test files at a time on this
// 2-core machine:
//   0  unit: needs no server, runs while the servers start (tests/support/global-setup.ts starts
//      them in the background; integration and browser files wait for them in a setup file);
//   1  integration and browser together: one pool of 2 workers, so neither waits for the
//      other's last file.
// Every project runs without isolation: a worker process runs its files one after another with
// the modules it already loaded (on a busy machine the unit files take a quarter of the time they
// took each in a process of its own), and the browser files share that process's one Chromium
// (tests/support/browser.ts). A test that changes a global puts it back (vi.unstubAllGlobals,
// vi.useRealTimers); module state is caches only.
//
//   npm test                  all three
//   npm run test:unit         vitest run --project unit --project unit-mocking
//   npm run test:integration  vitest run --project integration
//   npm run test:browser      vitest run --project browser
//
// The servers (inject('kingsUrl'), inject('queensUrl')) are one pair for the whole run, shared by
// integration and browser; a file needing other settings starts its own through
// scripts/lib/server.mjs, which copies an already seeded demo league rather than seeding again.
const serverSetup = './tests/support/global-setup.ts';
// Unit files share a process (isolate: false); a file that mocks a module with vi.mock would lend
// its mock to the files after it, and one that sets up the error reporter's client would keep it
// for them, so such files run in a project of their own, each isolated.
const MOCKING_UNIT_FILES = ['src/middleware/request-context.test.ts', 'src/worker/report-requests.test.ts', 'src/worker/report-failures.test.ts'];
const serversReady = './tests/support/servers-ready.ts';

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
          exclude: [...configDefaults.exclude, ...MOCKING_UNIT_FILES],
          environment: 'node',
          maxWorkers: 2,
          isolate: false,
          // The demo league's whole-contract tests take about a second alone, several on a busy
          // machine, and more while the servers build and seed beside them.
          testTimeout: 30_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        plugins: [minifiedScriptText()],
        test: {
          name: 'unit-mocking',
          include: MOCKING_UNIT_FILES,
          environment: 'node',
          isolate: true,
          testTimeout: 30_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: [serverSetup],
          setupFiles: [serversReady],
          maxWorkers: 2,
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // expect.poll's default second is too short on a busy machine.
          expect: { poll: { timeout: 15_000 } },
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          globalSetup: [serverSetup],
          setupFiles: [serversReady],
          maxWorkers: 2,
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 90_000,
          // expect.poll's default second is too short on a busy machine.
          expect: { poll: { timeout: 15_000 } },
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
