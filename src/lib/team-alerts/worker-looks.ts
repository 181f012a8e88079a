// The two looks for team alerts the Worker makes of itself, outside any request: a live match's
// watcher after each change it sees, and the minute cron. Each takes the Worker's bindings, where
// the league, the alerts database and the keys are; without keys or a database it sends nothing.
import { DEFAULT_LOCALE } from '../../config/locales';
import { findRegion } from '../../config/regions';
import { findMatch } from '../competition/find-match';
import { resolveWorkerCall, type WorkerCall } from '../request/resolve-worker-call';
import { vapidKeysOf } from './alert-keys';
import { dispatchMatchAlerts, teamIdsOf, type DispatchResult } from './dispatch-alerts';
import { createPushSender, type SendPush } from './push-sender';
import { alertsDatabase, hasSubscribers } from './subscription-store';
import { sweepTeamAlerts } from './sweep-alerts';

type AlertsSetUp = WorkerCall & { db: NonNullable<ReturnType<typeof alertsDatabase>>; send: SendPush };

function alertsSetUp(bindings: Record<string, unknown>): AlertsSetUp | undefined {
  const call = resolveWorkerCall(bindings);
  const keys = vapidKeysOf(call.env, call.domain);
  const db = alertsDatabase(bindings);
  return keys && db ? { ...call, db, send: createPushSender(keys) } : undefined;
}

/** A live match's watcher saw a change: what its teams' subscribers have not been told yet. */
export async function lookAtMatchAlerts(bindings: Record<string, unknown>, target: { region: string; id: number }): Promise<DispatchResult | undefined> {
  const alerts = alertsSetUp(bindings);
  const region = alerts && findRegion(alerts.edition.id, target.region);
  if (!alerts || !region) return undefined;
  const { edition, data, db, send } = alerts;
  const api = data.competition;
  const found = await findMatch(api, { genders: edition.genders, competitions: region.competitionId, lang: DEFAULT_LOCALE }, target.id);
  // Nobody follows either side: the match is not read again, past the cache, for nobody.
  if (!found || !(await hasSubscribers(db, edition.id, teamIdsOf(found.match)))) return undefined;
  // The turn at the watch lifetime: the match as the watcher has just seen it.
  const turn = await api.getTurn(found.match.turnId, DEFAULT_LOCALE, { watch: true });
  const match = turn?.matches.find((candidate) => candidate.id === target.id);
  return match && dispatchMatchAlerts({ db, edition: edition.id, regionSlug: region.slug, match, send });
}

/** The minute cron: every match of a subscribed team around its kick-off (sweep-alerts.ts). */
export async function sweepAlerts(bindings: Record<string, unknown>): Promise<DispatchResult[]> {
  const alerts = alertsSetUp(bindings);
  if (!alerts) return [];
  return sweepTeamAlerts({ db: alerts.db, api: alerts.data.competition, edition: alerts.edition.id, send: alerts.send });
}
