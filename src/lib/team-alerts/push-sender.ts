// The one place alerts leave the Worker: a notification encrypted for one subscription
// (RFC 8291, aes128gcm, by @block65/webcrypto-web-push on WebCrypto) and posted to its push
// service (RFC 8030) with the VAPID header.
import { encryptNotification } from '@block65/webcrypto-web-push';
import { TEAM_ALERTS } from '../../config/team-alerts';
import { vapidAuthorization, type VapidKeys } from './vapid';

export type PushTarget = { endpoint: string; p256dh: string; auth: string };
/** `gone`: the push service no longer knows the subscription (404, 410), so it is deleted. */
export type PushOutcome = 'delivered' | 'gone' | 'failed';
export type SendPush = (target: PushTarget, payload: string, options: { topic: string }) => Promise<PushOutcome>;
/**
 * One attempt, nothing waited for: `throttled` carries how long the push service asked to wait;
 * `rejected` is the subscription's own failure (the push service refused it, 400 or 403, or its
 * key cannot be used), which retires it when repeated (ADR 058).
 */
export type PushAnswer = { outcome: PushOutcome | 'rejected' } | { outcome: 'throttled'; retryAfterMs: number };
export type PostPush = (target: PushTarget, payload: string, options: { topic: string }) => Promise<PushAnswer>;

const SEND_TIMEOUT_MS = 10_000;

/**
 * How long a 429's Retry-After (seconds, or an HTTP date) asks to wait; undefined when it asks
 * for longer than the most a dispatch waits.
 */
export function throttledWaitMs(retryAfter: string | null, now = Date.now()): number | undefined {
  const wait = retryAfterMs(retryAfter, now);
  return wait <= TEAM_ALERTS.throttledRetry.mostWaitMs ? wait : undefined;
}

/** How long a Retry-After (seconds, or an HTTP date) asks to wait; the default without one. */
export function retryAfterMs(retryAfter: string | null, now = Date.now()): number {
  const asked = retryAfter?.trim() ?? '';
  const askedMs = /^\d+$/.test(asked) ? Number(asked) * 1_000 : asked === '' ? Number.NaN : Date.parse(asked) - now;
  return Number.isNaN(askedMs) ? TEAM_ALERTS.throttledRetry.defaultWaitMs : Math.max(0, askedMs);
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The encrypted body and headers of one push. */
async function preparePush(target: PushTarget, payload: string, topic: string, authorization: string) {
  const body = await encryptNotification(
    { endpoint: target.endpoint, expirationTime: null, keys: { p256dh: target.p256dh, auth: target.auth } },
    new TextEncoder().encode(payload),
  );
  const headers = {
    authorization,
    'content-encoding': 'aes128gcm',
    'content-type': 'application/octet-stream',
    ttl: String(TEAM_ALERTS.ttlSeconds),
    urgency: 'high',
    // A phone that was off gets the newest alert of a match, not every one it missed.
    topic,
  };
  return { body, headers };
}

const OWN_FAILURES: readonly number[] = [400, 403];
const answerOf = (status: number): PushAnswer['outcome'] =>
  status === 404 || status === 410 ? 'gone' : status >= 200 && status < 300 ? 'delivered' : OWN_FAILURES.includes(status) ? 'rejected' : 'failed';

/**
 * The Queue's sender (ADR 053): one attempt per push, a 429 answered with how long to wait (the
 * consumer retries its page after it, never holding the invocation), and one VAPID token per
 * push service for an hour rather than a signature per push (the token lives 12 hours).
 */
export function createPushPoster(keys: VapidKeys, fetcher: typeof fetch = fetch, now: () => number = Date.now): PostPush {
  const tokens = new Map<string, { at: number; authorization: Promise<string> }>();
  const authorizationFor = (endpoint: string) => {
    const origin = new URL(endpoint).origin;
    const kept = tokens.get(origin);
    if (kept && now() - kept.at < TEAM_ALERTS.vapidReuseMs) return kept.authorization;
    const authorization = vapidAuthorization(endpoint, keys, now());
    tokens.set(origin, { at: now(), authorization });
    return authorization;
  };
  return async (target, payload, { topic }) => {
    let authorization: string;
    let push: Awaited<ReturnType<typeof preparePush>>;
    try {
      authorization = await authorizationFor(target.endpoint);
    } catch {
      // Our own keys: tried again with the page.
      return { outcome: 'failed' };
    }
    try {
      push = await preparePush(target, payload, topic, authorization);
    } catch {
      // Its key is no point to encrypt for: the subscription's own failure, never the push service's.
      return { outcome: 'rejected' };
    }
    try {
      const { body, headers } = push;
      const response = await fetcher(target.endpoint, { method: 'POST', headers, body, signal: AbortSignal.timeout(SEND_TIMEOUT_MS) });
      await response.body?.cancel();
      if (response.status === 429) return { outcome: 'throttled', retryAfterMs: retryAfterMs(response.headers.get('retry-after'), now()) };
      return { outcome: answerOf(response.status) } as PushAnswer;
    } catch {
      // A push service down or slow: tried again with the page.
      return { outcome: 'failed' };
    }
  };
}

export function createPushSender(keys: VapidKeys, fetcher: typeof fetch = fetch, wait: (ms: number) => Promise<void> = pause): SendPush {
  return async (target, payload, { topic }) => {
    try {
      const { body, headers } = await preparePush(target, payload, topic, await vapidAuthorization(target.endpoint, keys));
      // Each attempt has its own time limit; a retry sends the same notification and token.
      const post = () => fetcher(target.endpoint, { method: 'POST', headers, body, signal: AbortSignal.timeout(SEND_TIMEOUT_MS) });
      let response = await post();
      await response.body?.cancel();
      if (response.status === 429) {
        const throttled = throttledWaitMs(response.headers.get('retry-after'));
        if (throttled === undefined) return 'failed';
        await wait(throttled);
        response = await post();
        await response.body?.cancel();
      }
      if (response.status === 404 || response.status === 410) return 'gone';
      return response.ok ? 'delivered' : 'failed';
    } catch {
      // A push service down or slow: this alert is lost for this subscriber, the next one is tried.
      return 'failed';
    }
  };
}
