// A kings demo server of a test file's own, whose league clock the file may move (only such a
// server takes POST /api/demo/clock): started before the file's tests, its clock put back and the
// server stopped after them.
import { afterAll, beforeAll } from 'vitest';
import { startServer, type StartedServer } from '../../scripts/lib/server.mjs';
import { setDemoClock } from './live-match';

/** The server, once started: read it inside a test, not when the file loads. */
export function useClockServer(): () => StartedServer {
  let site: StartedServer | undefined;
  beforeAll(async () => {
    site = await startServer({ edition: 'kings', build: false, env: { DEMO_CLOCK_CONTROL: 'on', REQUEST_LOGS: 'off' } });
  }, 120_000);
  afterAll(async () => {
    if (site) await setDemoClock(site.url, 0).catch(() => undefined);
    await site?.stop();
  });
  return () => {
    if (!site) throw new Error('the clock server starts before the tests run');
    return site;
  };
}
