/// <reference types="node" />
// Setup file of the integration and browser projects: holds each test file until the shared
// servers, started in the background by tests/support/global-setup.ts, answer; fails the file with
// the reason when they could not start.
import { existsSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, inject } from 'vitest';

/** As long as a start may take on a busy machine: a build and two seeds of the demo league. */
const STARTUP_LIMIT_MS = 300_000;

async function serversStarted(statusFile: string): Promise<void> {
  const deadline = Date.now() + STARTUP_LIMIT_MS;
  while (!existsSync(statusFile)) {
    if (Date.now() > deadline) throw new Error(`the test servers did not start within ${STARTUP_LIMIT_MS / 1000} s`);
    await sleep(250);
  }
  const status = JSON.parse(readFileSync(statusFile, 'utf8')) as { ready: boolean; error?: string };
  if (!status.ready) throw new Error(`the test servers did not start:\n${status.error}`);
}

beforeAll(() => serversStarted(inject('serversStatusFile')), STARTUP_LIMIT_MS);
