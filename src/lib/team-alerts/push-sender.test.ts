import { describe, expect, it } from 'vitest';
import { checkVapidHeader, decryptPushBody, makeBrowserKeys } from '../../../tests/support/web-push-keys';
import { createPushPoster, createPushSender, retryAfterMs, throttledWaitMs } from './push-sender';

const KEYS = { publicKey: 'BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8', privateKey: 'yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw', subject: 'https://kingsleague.pro' };

// RFC 8291 Appendix A: the user agent's keys and the message the application server sent them.
const RFC_8291 = {
  uaPrivate: 'q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94',
  uaPublic: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  auth: 'BTBZMqHH6r4Tts7J_aSIgg',
  body:
    'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPT' +
    'pK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
};

type Sent = { url: string; init: RequestInit };

function recordingFetch(status: number | Error, sent: Sent[]): typeof fetch {
  return (async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    if (status instanceof Error) throw status;
    return new Response(null, { status });
  }) as unknown as typeof fetch;
}

describe('the tests’ decryption of a push', () => {
  it('opens RFC 8291’s own example message', () => {
    const keys = { p256dh: RFC_8291.uaPublic, auth: RFC_8291.auth, privateKey: Buffer.from(RFC_8291.uaPrivate, 'base64url') };
    expect(decryptPushBody(Buffer.from(RFC_8291.body, 'base64url'), keys)).toBe('When I grow up, I want to be a watermelon');
  });
});

describe('createPushSender', () => {
  it('posts an aes128gcm body that only the subscription’s keys open, with a VAPID header for the push service', async () => {
    const browser = makeBrowserKeys();
    const sent: Sent[] = [];
    const send = createPushSender(KEYS, recordingFetch(201, sent));
    const endpoint = 'https://fcm.googleapis.com/fcm/send/abc';
    expect(await send({ endpoint, p256dh: browser.p256dh, auth: browser.auth }, '{"title":"Gol"}', { topic: 'match-7' })).toBe('delivered');
    expect(sent).toHaveLength(1);
    const [{ url, init }] = sent as [Sent];
    expect(url).toBe(endpoint);
    const headers = init.headers as Record<string, string>;
    expect(headers['content-encoding']).toBe('aes128gcm');
    expect(headers.topic).toBe('match-7');
    expect(Number(headers.ttl)).toBeGreaterThan(0);
    const body = Buffer.from(init.body as Uint8Array);
    expect(decryptPushBody(body, browser)).toBe('{"title":"Gol"}');
    expect(() => decryptPushBody(body, makeBrowserKeys())).toThrow();
    const { claims, publicKey } = checkVapidHeader(headers.authorization);
    expect(publicKey).toBe(KEYS.publicKey);
    expect(claims.aud).toBe('https://fcm.googleapis.com');
    expect(claims.sub).toBe('https://kingsleague.pro');
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(claims.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000);
  });

  it.each([
    [404, 'gone'],
    [410, 'gone'],
    [500, 'failed'],
    [429, 'failed'],
    [new Error('connection refused'), 'failed'],
  ] as const)('answers %s as %s', async (status, outcome) => {
    const browser = makeBrowserKeys();
    const send = createPushSender(KEYS, recordingFetch(status, []), async () => undefined);
    expect(await send({ endpoint: 'https://fcm.googleapis.com/x', p256dh: browser.p256dh, auth: browser.auth }, '{}', { topic: 'match-1' })).toBe(outcome);
  });
});

/** A push service that gives each post the next of `answers` (status and Retry-After). */
function answeringFetch(answers: { status: number; retryAfter?: string }[], sent: Sent[]): typeof fetch {
  return (async (url: string, init: RequestInit) => {
    const answer = answers[sent.length] ?? answers.at(-1)!;
    sent.push({ url, init });
    return new Response(null, { status: answer.status, headers: answer.retryAfter ? { 'retry-after': answer.retryAfter } : {} });
  }) as unknown as typeof fetch;
}

describe('a push service that answers 429', () => {
  const send = async (answers: { status: number; retryAfter?: string }[]) => {
    const browser = makeBrowserKeys();
    const sent: Sent[] = [];
    const waited: number[] = [];
    const push = createPushSender(KEYS, answeringFetch(answers, sent), async (ms) => void waited.push(ms));
    const outcome = await push({ endpoint: 'https://fcm.googleapis.com/x', p256dh: browser.p256dh, auth: browser.auth }, '{"body":"Gol"}', { topic: 'match-1' });
    return { outcome, sent, waited, browser };
  };

  it('is asked once more after its Retry-After, with the same notification', async () => {
    const { outcome, sent, waited, browser } = await send([{ status: 429, retryAfter: '2' }, { status: 201 }]);
    expect(outcome).toBe('delivered');
    expect(waited).toEqual([2_000]);
    expect(sent).toHaveLength(2);
    expect(decryptPushBody(Buffer.from(sent[1]!.init.body as Uint8Array), browser)).toBe('{"body":"Gol"}');
  });

  it('is asked once more only: a second 429 fails the push, and a 410 then still deletes it', async () => {
    expect(await send([{ status: 429 }, { status: 429 }])).toMatchObject({ outcome: 'failed', waited: [1_000] });
    expect((await send([{ status: 429 }, { status: 429 }])).sent).toHaveLength(2);
    expect((await send([{ status: 429, retryAfter: '0' }, { status: 410 }])).outcome).toBe('gone');
  });

  it('is not waited for when it asks for longer than a goal stays news', async () => {
    const { outcome, sent, waited } = await send([{ status: 429, retryAfter: '120' }, { status: 201 }]);
    expect(outcome).toBe('failed');
    expect(sent).toHaveLength(1);
    expect(waited).toEqual([]);
  });
});

describe('throttledWaitMs', () => {
  it('reads seconds or an HTTP date, and waits the default for none or garbage', () => {
    const now = Date.parse('2026-11-27T12:00:00Z');
    expect(throttledWaitMs('3', now)).toBe(3_000);
    expect(throttledWaitMs('Fri, 27 Nov 2026 12:00:04 GMT', now)).toBe(4_000);
    expect(throttledWaitMs('Fri, 27 Nov 2026 11:59:00 GMT', now)).toBe(0);
    expect(throttledWaitMs(null, now)).toBe(1_000);
    expect(throttledWaitMs('soon', now)).toBe(1_000);
    expect(throttledWaitMs('6', now)).toBeUndefined();
  });
});

describe('createPushPoster', () => {
  it('makes one attempt, answering a 429 with the wait its Retry-After asks for, however long', async () => {
    const browser = makeBrowserKeys();
    const target = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', p256dh: browser.p256dh, auth: browser.auth };
    const sent: Sent[] = [];
    const throttled = (async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return new Response(null, { status: 429, headers: { 'retry-after': '120' } });
    }) as unknown as typeof fetch;
    expect(await createPushPoster(KEYS, throttled)(target, '{}', { topic: 't' })).toEqual({ outcome: 'throttled', retryAfterMs: 120_000 });
    expect(sent).toHaveLength(1);
    for (const [status, outcome] of [[201, 'delivered'], [410, 'gone'], [500, 'failed']] as const) {
      expect(await createPushPoster(KEYS, recordingFetch(status, []))(target, '{}', { topic: 't' })).toEqual({ outcome });
    }
    expect(await createPushPoster(KEYS, recordingFetch(new Error('reset'), []))(target, '{}', { topic: 't' })).toEqual({ outcome: 'failed' });
  });

  it('answers the subscription’s own failures apart: a 400, a 403, or a key that cannot be encrypted for, which is never posted', async () => {
    const browser = makeBrowserKeys();
    const target = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', p256dh: browser.p256dh, auth: browser.auth };
    for (const status of [400, 403]) expect(await createPushPoster(KEYS, recordingFetch(status, []))(target, '{}', { topic: 't' })).toEqual({ outcome: 'rejected' });
    const point = Buffer.from(browser.p256dh, 'base64url');
    point[64] = point[64]! ^ 1;
    const sent: Sent[] = [];
    expect(await createPushPoster(KEYS, recordingFetch(201, sent))({ ...target, p256dh: point.toString('base64url') }, '{}', { topic: 't' })).toEqual({ outcome: 'rejected' });
    expect(sent).toEqual([]);
  });

  it('signs one VAPID token per push service and keeps it, where the older sender signs every push', async () => {
    const browser = makeBrowserKeys();
    const sent: Sent[] = [];
    const post = createPushPoster(KEYS, recordingFetch(201, sent));
    for (const id of ['a', 'b']) await post({ endpoint: `https://fcm.googleapis.com/fcm/send/${id}`, p256dh: browser.p256dh, auth: browser.auth }, '{}', { topic: 't' });
    await post({ endpoint: 'https://updates.push.services.mozilla.com/wpush/v2/c', p256dh: browser.p256dh, auth: browser.auth }, '{}', { topic: 't' });
    const tokens = sent.map(({ init }) => (init.headers as Record<string, string>).authorization);
    expect(tokens[0]).toBe(tokens[1]);
    expect(checkVapidHeader(tokens[2]).claims.aud).toBe('https://updates.push.services.mozilla.com');
  });

  it('reads Retry-After in seconds or as a date, and waits the default without one', () => {
    expect(retryAfterMs('3')).toBe(3_000);
    expect(retryAfterMs(new Date(Date.now() + 10_000).toUTCString())).toBeGreaterThan(8_000);
    expect(retryAfterMs(null)).toBe(1_000);
    expect(retryAfterMs('soon')).toBe(1_000);
  });
});
