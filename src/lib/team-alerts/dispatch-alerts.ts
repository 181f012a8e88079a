// One look at a match for its teams' subscribers: the newest event not yet told is claimed and
// sent to each subscriber in their language and mode; subscriptions the push service no longer
// knows are deleted. Called by a live match's watcher on each change and by the minute sweep.
// Through the Queue, the claim and its pages' outbox rows are written together (ADR 058).
import type { D1Database } from '@cloudflare/workers-types';
import type { EditionId } from '../../config/editions';
import { LOCALE_CODES, type LocaleCode } from '../../config/locales';
import { ALERT_QUEUE, TEAM_ALERTS } from '../../config/team-alerts';
import type { Match } from '../competition/types';
import { matchPath } from '../match';
import { alertEventsOf } from './alert-events';
import { buildAlertPayload } from './alert-message';
import type { PushOutcome, SendPush } from './push-sender';
import { handOverPages, pageMessages, payloadKey, type AlertQueue } from './alert-queue';
import { claimWithOutbox, subscriberPages, type EventMessage } from './queue-store';
import { claimEvents, deleteSubscriptions, subscriptionsOfTeams } from './subscription-store';

export type DispatchFacts = {
  db: D1Database;
  edition: EditionId;
  /** The region whose match page the notification opens. */
  regionSlug: string;
  match: Match;
  send: SendPush;
  /** Where the Worker has the alerts' Queue (ADR 053): the subscribers go there in pages, not sent here. */
  queue?: AlertQueue;
  now?: number;
};

/** `queued`: subscriptions handed to the Queue (its consumers send them). */
export type DispatchResult = { event?: string; delivered: number; gone: number; failed: number; queued?: number };

/** The ids of the match's two sides, where the data names them. */
export const teamIdsOf = (match: Match): number[] =>
  [match.homeTeamId ?? match.homeTeam?.id, match.awayTeamId ?? match.awayTeam?.id].filter((id): id is number => id !== undefined);

export async function dispatchMatchAlerts({ db, edition, regionSlug, match, send, queue, now = Date.now() }: DispatchFacts): Promise<DispatchResult> {
  const result: DispatchResult = { delivered: 0, gone: 0, failed: 0 };
  const events = alertEventsOf(match);
  const newest = events.at(-1);
  const teamIds = teamIdsOf(match);
  if (!newest || teamIds.length === 0) return result;
  const pages = queue ? await subscriberPages(db, edition, teamIds, ALERT_QUEUE.pageSize) : [];
  const subscriptions = queue ? [] : await subscriptionsOfTeams(db, edition, teamIds);
  if (pages.length === 0 && subscriptions.length === 0) return result;

  const payloads = new Map<string, string>();
  const payloadFor = (lang: LocaleCode, spoilerFree: boolean) => {
    const key = payloadKey(lang, spoilerFree);
    let payload = payloads.get(key);
    if (payload === undefined) {
      // A path: the service worker opens it on its own origin, whatever the domain.
      const url = matchPath(match, regionSlug, lang);
      payload = JSON.stringify(buildAlertPayload({ edition, lang, spoilerFree, match, event: newest, url }));
      payloads.set(key, payload);
    }
    return payload;
  };
  const topic = `match-${match.id}`;
  // Older events still unclaimed (a look that came late) are claimed too but not sent: a
  // subscriber hears the match as it is now, not a burst of what it was.
  const keys = events.map((event) => event.key);
  if (queue) {
    // Every language and mode (14 payloads, about 5 KB): the message is kept with the claim, and a
    // subscriber who comes between the claim and the page's send still has theirs.
    for (const lang of LOCALE_CODES) for (const spoilerFree of [false, true]) payloadFor(lang, spoilerFree);
    const message: EventMessage = { edition, event: newest.key, matchId: match.id, teamIds, topic, payloads: Object.fromEntries(payloads) };
    const { claimed, eventId } = await claimWithOutbox(db, { edition, matchId: match.id, keys, message, pages, now });
    if (!claimed.has(newest.key) || eventId === undefined) return result;
    result.event = newest.key;
    // A sendBatch that throws leaves its pages in the outbox: the cron hands them over again.
    await handOverPages(db, queue, pageMessages(message, eventId, pages), now);
    result.queued = pages.reduce((sum, page) => sum + page.size, 0);
    return result;
  }
  const claimed = await claimEvents(db, edition, match.id, keys, now);
  if (!claimed.has(newest.key)) return result;
  result.event = newest.key;
  const gone: string[] = [];
  await inWaves(subscriptions, TEAM_ALERTS.sendConcurrency, async (subscription) => {
    const outcome: PushOutcome = await send(subscription, payloadFor(subscription.lang, subscription.spoilerFree), { topic });
    result[outcome] += 1;
    if (outcome === 'gone') gone.push(subscription.endpoint);
  });
  await deleteSubscriptions(db, edition, gone);
  return result;
}

/** Runs `task` over `items` with at most `width` at once. */
async function inWaves<T>(items: readonly T[], width: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
}
