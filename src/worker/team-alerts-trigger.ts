// What starts a look for team alerts from outside a request: a live match's watcher after each
// change it sees, and the minute cron. Both call the app in this isolate with the in-process mark
// (src/middleware/team-alerts-dispatch.ts), where the league, the alerts database and the keys are.
import { INTERNAL_runFetch } from '../../dist/server/index.js';
import { API_PATHS } from '../config/api-paths';
import { markWatcherBindings } from '../lib/live-push/watcher-read';

type Bindings = Record<string, unknown>;
type WaitUntil = { waitUntil(work: Promise<unknown>): void };

async function ask(bindings: Bindings, ctx: unknown, path: string): Promise<void> {
  try {
    const marked = markWatcherBindings(bindings);
    const response = (await INTERNAL_runFetch(marked, new Request(`http://alerts.internal${path}`), marked, ctx)) as Response;
    await response.body?.cancel();
  } catch {
    // A failed look is repeated by the next change or the next minute; the claim makes it safe.
  }
}

/** After a watcher's change: its match's alerts, sent without holding up the watcher's tick. */
export function alertAfterChange(reader: Bindings, ctx: WaitUntil, target: { region: string; id: number }): void {
  const query = new URLSearchParams({ region: target.region, id: String(target.id) });
  ctx.waitUntil(ask(reader, ctx, `${API_PATHS.teamAlertsMatch}?${query}`));
}

/** The minute cron (wrangler.toml's triggers). */
export function sweepTeamAlerts(env: Bindings, ctx: WaitUntil): void {
  ctx.waitUntil(ask(env, ctx, API_PATHS.teamAlertsSweep));
}
