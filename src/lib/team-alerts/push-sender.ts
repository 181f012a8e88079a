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

const SEND_TIMEOUT_MS = 10_000;

/**
 * How long a 429's Retry-After (seconds, or an HTTP date) asks to wait; undefined when it asks
 * for longer than the most a dispatch waits.
 */
export function throttledWaitMs(retryAfter: string | null, now = Date.now()): number | undefined {
  const { defaultWaitMs, mostWaitMs } = TEAM_ALERTS.throttledRetry;
  const asked = retryAfter?.trim() ?? '';
  if (asked === '') return defaultWaitMs;
  const askedMs = /^\d+$/.test(asked) ? Number(asked) * 1_000 : Date.parse(asked) - now;
  if (Number.isNaN(askedMs)) return defaultWaitMs;
  const wait = Math.max(0, askedMs);
  return wait <= mostWaitMs ? wait : undefined;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createPushSender(keys: VapidKeys, fetcher: typeof fetch = fetch, wait: (ms: number) => Promise<void> = pause): SendPush {
  return async (target, payload, { topic }) => {
    try {
      const body = await encryptNotification(
        { endpoint: target.endpoint, expirationTime: null, keys: { p256dh: target.p256dh, auth: target.auth } },
        new TextEncoder().encode(payload),
      );
      const headers = {
        authorization: await vapidAuthorization(target.endpoint, keys),
        'content-encoding': 'aes128gcm',
        'content-type': 'application/octet-stream',
        ttl: String(TEAM_ALERTS.ttlSeconds),
        urgency: 'high',
        // A phone that was off gets the newest alert of a match, not every one it missed.
        topic,
      };
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
