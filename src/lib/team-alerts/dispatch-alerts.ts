// One look at a match for its teams' subscribers: the newest event not yet told is claimed and
// sent to each subscriber in their language and mode; subscriptions the push service no longer
// knows are deleted. Called by a live match's watcher on each change and by the minute sweep.
// Through the Queue, the claim and its pages' outbox rows are written together (ADR 058). Rules
// moments (ADR 064) take the same path, each its own event, told only to those who opted in.
import type { D1Database } from '@cloudflare/workers-types';
import type { EditionId } from '../../config/editions';
import { LOCALE_CODES, type LocaleCode } from '../../config/locales';
import { ALERT_QUEUE, TEAM_ALERTS, type AlertAudience } from '../../config/team-alerts';
import type { Match } from '../competition/types';
import { matchPath } from '../match';
import { alertEventsOf } from './alert-events';
import { buildAlertPayload, buildRulesMomentPayload, rulesMomentTopic, type AlertPayload } from './alert-message';
import type { PushOutcome, SendPush } from './push-sender';
import { handOverPages, pageMessages, payloadKey, type AlertQueue } from './alert-queue';
import { claimWithOutbox, subscriberPages, type EventMessage, type SubscriberPage } from './queue-store';
import { freshRulesMoments } from './rules-moments';
import { claimEvents, deleteSubscriptions, subscriptionsOfTeams, type TeamSubscription } from './subscription-store';

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

/** `queued`: subscriptions handed to the Queue (its consumers send them); `moments`: the rules moments told by this look. */
export type DispatchResult = { event?: string; moments?: string[]; delivered: number; gone: number; failed: number; queued?: number };

/** The ids of the match's two sides, where the data names them. */
export const teamIdsOf = (match: Match): number[] =>
  [match.homeTeamId ?? match.homeTeam?.id, match.awayTeamId ?? match.awayTeam?.id].filter((id): id is number => id !== undefined);

/** One event to tell once: the keys claimed with it (the last is the one told), its Topic, who hears it and what they read. */
type Telling = {
  keys: readonly string[];
  topic: string;
  audience: AlertAudience;
  payload: (lang: LocaleCode, spoilerFree: boolean, url: string) => AlertPayload;
};

/** One look at a match: its facts, its teams, and each audience's subscribers read once however many events are told. */
type Look = DispatchFacts & { now: number; teamIds: number[]; pages: (audience: AlertAudience) => Promise<SubscriberPage[]>; subscriptions: (audience: AlertAudience) => Promise<TeamSubscription[]> };

function lookAt(facts: DispatchFacts, teamIds: number[], now: number): Look {
  const { db, edition } = facts;
  const pages = new Map<AlertAudience, Promise<SubscriberPage[]>>();
  const subscriptions = new Map<AlertAudience, Promise<TeamSubscription[]>>();
  const once = <T>(cache: Map<AlertAudience, Promise<T>>, audience: AlertAudience, read: () => Promise<T>) => {
    const kept = cache.get(audience) ?? read();
    cache.set(audience, kept);
    return kept;
  };
  return {
    ...facts, now, teamIds,
    pages: (audience) => once(pages, audience, () => subscriberPages(db, edition, teamIds, ALERT_QUEUE.pageSize, audience === 'all' ? undefined : audience)),
    subscriptions: (audience) =>
      once(subscriptions, audience, async () => (await subscriptionsOfTeams(db, edition, teamIds)).filter((subscription) => audience === 'all' || subscription.rulesMoments)),
  };
}

export async function dispatchMatchAlerts(facts: DispatchFacts): Promise<DispatchResult> {
  const { edition, match, now = Date.now() } = facts;
  const result: DispatchResult = { delivered: 0, gone: 0, failed: 0 };
  const teamIds = teamIdsOf(match);
  if (teamIds.length === 0) return result;
  const look = lookAt(facts, teamIds, now);
  const events = alertEventsOf(match);
  const newest = events.at(-1);
  // Older events still unclaimed (a look that came late) are claimed too but not sent: a
  // subscriber hears the match as it is now, not a burst of what it was.
  if (newest) {
    const told = await tellOnce(look, {
      keys: events.map((event) => event.key),
      topic: `match-${match.id}`,
      audience: 'all',
      payload: (lang, spoilerFree, url) => buildAlertPayload({ edition, lang, spoilerFree, match, event: newest, url }),
    }, result);
    if (told) result.event = newest.key;
  }
  // Each rules moment still news is an event of its own, told once to those who opted in.
  for (const moment of freshRulesMoments(match, now)) {
    const told = await tellOnce(look, {
      keys: [moment.key],
      topic: rulesMomentTopic(match.id, moment),
      audience: 'rulesMoments',
      payload: (lang, spoilerFree, url) => buildRulesMomentPayload({ edition, lang, spoilerFree, match, moment, url }),
    }, result);
    if (told) result.moments = [...(result.moments ?? []), moment.key];
  }
  return result;
}

/** Claims the telling's keys and, if this look claimed the one told, hands it to the Queue (or sends it here). Whether it did. */
async function tellOnce(look: Look, telling: Telling, result: DispatchResult): Promise<boolean> {
  const { db, edition, regionSlug, match, send, queue, now } = look;
  const pages = queue ? await look.pages(telling.audience) : [];
  const subscriptions = queue ? [] : await look.subscriptions(telling.audience);
  if (pages.length === 0 && subscriptions.length === 0) return false;

  const told = telling.keys.at(-1)!;
  const payloads = new Map<string, string>();
  const payloadFor = (lang: LocaleCode, spoilerFree: boolean) => {
    const key = payloadKey(lang, spoilerFree);
    let payload = payloads.get(key);
    if (payload === undefined) {
      // A path: the service worker opens it on its own origin, whatever the domain.
      payload = JSON.stringify(telling.payload(lang, spoilerFree, matchPath(match, regionSlug, lang)));
      payloads.set(key, payload);
    }
    return payload;
  };
  const { topic } = telling;
  if (queue) {
    // Every language and mode (14 payloads, about 5 KB): the message is kept with the claim, and a
    // subscriber who comes between the claim and the page's send still has theirs.
    for (const lang of LOCALE_CODES) for (const spoilerFree of [false, true]) payloadFor(lang, spoilerFree);
    const message: EventMessage = {
      edition, event: told, matchId: match.id, teamIds: look.teamIds, topic, payloads: Object.fromEntries(payloads),
      ...(telling.audience === 'all' ? {} : { audience: telling.audience }),
    };
    const { claimed, eventId } = await claimWithOutbox(db, { edition, matchId: match.id, keys: telling.keys, message, pages, now });
    if (!claimed.has(told) || eventId === undefined) return false;
    // A sendBatch that throws leaves its pages in the outbox: the cron hands them over again.
    await handOverPages(db, queue, pageMessages(message, eventId, pages), now);
    result.queued = (result.queued ?? 0) + pages.reduce((sum, page) => sum + page.size, 0);
    return true;
  }
  const claimed = await claimEvents(db, edition, match.id, telling.keys, now);
  if (!claimed.has(told)) return false;
  const gone: string[] = [];
  await inWaves(subscriptions, TEAM_ALERTS.sendConcurrency, async (subscription) => {
    const outcome: PushOutcome = await send(subscription, payloadFor(subscription.lang, subscription.spoilerFree), { topic });
    result[outcome] += 1;
    if (outcome === 'gone') gone.push(subscription.endpoint);
  });
  await deleteSubscriptions(db, edition, gone);
  return true;
}

/** Runs `task` over `items` with at most `width` at once. */
async function inWaves<T>(items: readonly T[], width: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
}
