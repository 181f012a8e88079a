import { describe, expect, it } from 'vitest';
import { isPushServiceEndpoint, subscribeRequestSchema } from './subscription-request';

const KEYS = { p256dh: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4', auth: 'BTBZMqHH6r4Tts7J_aSIgg' };

/** The same point with its last byte changed: still 65 bytes and 0x04 first, no longer on P-256. */
const offCurve = (key: string) => {
  const bytes = Buffer.from(key, 'base64url');
  bytes[64] = bytes[64]! ^ 1;
  return bytes.toString('base64url');
};

describe('isPushServiceEndpoint', () => {
  it('takes browsers’ push services over https only', () => {
    expect(isPushServiceEndpoint('https://fcm.googleapis.com/fcm/send/x', false)).toBe(true);
    expect(isPushServiceEndpoint('https://updates.push.services.mozilla.com/wpush/v2/x', false)).toBe(true);
    expect(isPushServiceEndpoint('https://web.push.apple.com/x', false)).toBe(true);
    expect(isPushServiceEndpoint('http://fcm.googleapis.com/x', false)).toBe(false);
    expect(isPushServiceEndpoint('https://evil.example/fcm.googleapis.com', false)).toBe(false);
    expect(isPushServiceEndpoint('https://fcm.googleapis.com.evil.example/x', false)).toBe(false);
    expect(isPushServiceEndpoint('https://user:pw@fcm.googleapis.com/x', false)).toBe(false);
    expect(isPushServiceEndpoint('not a url', false)).toBe(false);
  });

  it('takes a push service on 127.0.0.1 only where that is allowed (the demo Workers)', () => {
    expect(isPushServiceEndpoint('http://127.0.0.1:4000/push/1', false)).toBe(false);
    expect(isPushServiceEndpoint('http://127.0.0.1:4000/push/1', true)).toBe(true);
    expect(isPushServiceEndpoint('http://10.0.0.1:4000/push/1', true)).toBe(false);
  });
});

describe('subscribeRequestSchema', () => {
  const schema = subscribeRequestSchema(false);
  const valid = { endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: KEYS, team: 12, lang: 'ar', spoilerFree: true, rulesMoments: true };

  it('takes a browser subscription with its team, language and mode', async () => {
    expect(schema.parse(valid)).toEqual(valid);
    // The key is one WebCrypto takes, and so is any browser's.
    await expect(crypto.subtle.importKey('raw', Buffer.from(KEYS.p256dh, 'base64url'), { name: 'ECDH', namedCurve: 'P-256' }, true, [])).resolves.toBeDefined();
    const made = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
    const p256dh = Buffer.from(await crypto.subtle.exportKey('raw', made.publicKey)).toString('base64url');
    expect(schema.safeParse({ ...valid, keys: { ...KEYS, p256dh } }).success).toBe(true);
    // Rules moments are off by default (ADR 064).
    expect(schema.parse({ ...valid, lang: undefined, spoilerFree: undefined, rulesMoments: undefined })).toMatchObject({ lang: 'es', spoilerFree: false, rulesMoments: false });
  });

  it.each([
    ['a key of the wrong length', { ...valid, keys: { ...KEYS, auth: 'AAAA' } }],
    ['a key that is not a point', { ...valid, keys: { ...KEYS, p256dh: `A${KEYS.p256dh.slice(1)}` } }],
    // 65 bytes, 0x04 first, but y is not the curve's at that x: WebCrypto would not import it.
    ['a key of the right length and first byte that is not on the curve', { ...valid, keys: { ...KEYS, p256dh: offCurve(KEYS.p256dh) } }],
    ['a key whose x is past the field', { ...valid, keys: { ...KEYS, p256dh: Buffer.from([4, ...new Uint8Array(64).fill(255)]).toString('base64url') } }],
    ['an unknown language', { ...valid, lang: 'xx' }],
    ['a team that is not a number', { ...valid, team: '12' }],
    ['no keys', { ...valid, keys: undefined }],
  ])('refuses %s', (_, body) => {
    expect(schema.safeParse(body).success).toBe(false);
  });
});
