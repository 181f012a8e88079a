// The two looks for team alerts the Worker makes of itself, outside any request: a live match's
// watcher after each change it sees, and the minute cron. Each takes the Worker's bindings, where
// the league, the alerts database and the keys are; without keys or a database it sends nothing.
import type { WorkerBindings } from '../../bindings';
import { DEFAULT_LOCALE } from '../../config/locales';
import { findRegion } from '../../config/regions';
import { findMatch } from '../competition/find-match';
import { resolveWorkerCall, type WorkerCall } from '../request/resolve-worker-call';
import { vapidKeysOf } from './alert-keys';
import { alertQueueOf, type AlertQueue } from './alert-queue';
import { consumeAlertBatch, consumeDeadAlertPages, type PageOutcome, type QueueMessage } from './consume-alert-pages';
import { dispatchMatchAlerts, teamIdsOf, type DispatchResult } from './dispatch-alerts';
import { createPushPoster, createPushSender, type SendPush } from './push-sender';
import { alertsDatabase, hasSubscribers } from './subscription-store';
import { sweepTeamAlerts } from './sweep-alerts';

type AlertsSetUp = WorkerCall & { db: NonNullable<ReturnType<typeof alertsDatabase>>; send: SendPush; queue?: AlertQueue; keys: NonNullable<ReturnType<typeof vapidKeysOf>> };

function alertsSetUp(bindings: WorkerBindings): AlertsSetUp | undefined {
  const call = resolveWorkerCall(bindings);
  const keys = vapidKeysOf(call.env, call.domain);
  const db = alertsDatabase(bindings);
  // ALERT_DELIVERY=inline sends from the dispatch itself, as before the Queue (the bench's baseline).
  const queue = call.env.ALERT_DELIVERY === 'inline' ? undefined : alertQueueOf(bindings);
  return keys && db ? { ...call, db, keys, send: createPushSender(keys), ...(queue ? { queue } : {}) } : undefined;
}

/** A live match's watcher saw a change: what its teams' subscribers have not been told yet. */
export async function lookAtMatchAlerts(bindings: WorkerBindings, target: { region: string; id: number }): Promise<DispatchResult | undefined> {
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
  return match && dispatchMatchAlerts({ db, edition: edition.id, regionSlug: region.slug, match, send, queue: alerts.queue });
}

/** The minute cron: every match of a subscribed team around its kick-off (sweep-alerts.ts). */
export async function sweepAlerts(bindings: WorkerBindings): Promise<DispatchResult[]> {
  const alerts = alertsSetUp(bindings);
  if (!alerts) return [];
  return sweepTeamAlerts({ db: alerts.db, api: alerts.data.competition, edition: alerts.edition.id, send: alerts.send, queue: alerts.queue });
}

/** A batch from the alerts' Queue (its pages sent) or from its dead-letter queue (its pages marked dead). */
export async function consumeAlertQueue(bindings: WorkerBindings, batch: { queue: string; messages: readonly QueueMessage[] }): Promise<PageOutcome[]> {
  const alerts = alertsSetUp(bindings);
  if (!alerts) {
    // No keys or database here any more: nothing can be sent, and retrying will not change that.
    for (const message of batch.messages) message.ack();
    return [];
  }
  if (batch.queue.endsWith('-dead')) {
    await consumeDeadAlertPages(alerts.db, batch.messages);
    return [];
  }
  // The queue the subscriptions that failed go back to: this one's producer, whatever ALERT_DELIVERY says.
  const queue = alertQueueOf(bindings);
  if (!queue) {
    for (const message of batch.messages) message.retry();
    return [];
  }
  return consumeAlertBatch({ db: alerts.db, post: createPushPoster(alerts.keys), queue, throwAfterFirstSlice: alerts.env.TEST_ALERT_CONSUMER_FAULT }, batch.messages);
}
