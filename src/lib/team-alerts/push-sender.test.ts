import { describe, expect, it } from 'vitest';
import { checkVapidHeader, decryptPushBody, makeBrowserKeys } from '../../../tests/support/web-push-keys';
import { createPushSender } from './push-sender';

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
    const send = createPushSender(KEYS, recordingFetch(status, []));
    expect(await send({ endpoint: 'https://fcm.googleapis.com/x', p256dh: browser.p256dh, auth: browser.auth }, '{}', { topic: 'match-1' })).toBe(outcome);
  });
});
