// VAPID (RFC 8292): the JWT that tells a push service which application server sends, signed
// ES256 with the edition's private key through WebCrypto, and the Authorization header that
// carries it with the public key.
import { TEAM_ALERTS } from '../../config/team-alerts';
import { fromBase64Url, toBase64Url } from './base64url';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

const signingKeys = new Map<string, Promise<CryptoKey>>();

function importSigningKey({ publicKey, privateKey }: VapidKeys): Promise<CryptoKey> {
  let key = signingKeys.get(privateKey);
  if (!key) {
    const point = fromBase64Url(publicKey);
    if (!point || point.length !== 65 || point[0] !== 4) throw new Error('The VAPID public key is not an uncompressed P-256 point');
    const jwk = { kty: 'EC', crv: 'P-256', x: toBase64Url(point.slice(1, 33)), y: toBase64Url(point.slice(33)), d: privateKey };
    key = crypto.subtle.importKey('jwk', jwk, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign']);
    signingKeys.set(privateKey, key);
  }
  return key;
}

const encodeJson = (value: object) => toBase64Url(new TextEncoder().encode(JSON.stringify(value)));

/** `vapid t=<jwt>, k=<public key>` for a push to `endpoint` (the JWT's audience is its origin). */
export async function vapidAuthorization(endpoint: string, keys: VapidKeys, now: number = Date.now()): Promise<string> {
  const claims = { aud: new URL(endpoint).origin, exp: Math.floor(now / 1000) + TEAM_ALERTS.vapidTokenSeconds, sub: keys.subject };
  const signed = `${encodeJson({ typ: 'JWT', alg: 'ES256' })}.${encodeJson(claims)}`;
  // WebCrypto's ECDSA signature is r || s, 64 bytes: exactly what JWS ES256 wants.
  const signature = await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, await importSigningKey(keys), new TextEncoder().encode(signed));
  return `vapid t=${signed}.${toBase64Url(new Uint8Array(signature))}, k=${keys.publicKey}`;
}
