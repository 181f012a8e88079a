// One browser, one vote: a random voter id the browser carries in a cookie, signed with HMAC-SHA256
// so no one can make up ids of their own. The id says nothing about the visitor; what a match
// stores is its hash with the match (match-votes-client.ts), never the id itself.
import { FAN_VOTES } from '../../config/fan-votes';

const encoder = new TextEncoder();
const ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

function base64url(bytes: ArrayBuffer | Uint8Array): string {
  let text = '';
  for (const byte of new Uint8Array(bytes)) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | undefined {
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return undefined;
  }
}

const keys = new Map<string, Promise<CryptoKey>>();
function keyOf(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}

/** A new voter id and the cookie value that carries it. */
export async function newVoterCookie(secret: string): Promise<{ voter: string; value: string }> {
  const voter = base64url(crypto.getRandomValues(new Uint8Array(16)));
  const signature = await crypto.subtle.sign('HMAC', await keyOf(secret), encoder.encode(voter));
  return { voter, value: `${voter}.${base64url(signature)}` };
}

/** The voter id a cookie value carries when its signature is ours; undefined for anything else. */
export async function readVoterCookie(secret: string, value: string | undefined): Promise<string | undefined> {
  const [voter, signature, extra] = value?.split('.') ?? [];
  if (!voter || !signature || extra !== undefined || !ID_PATTERN.test(voter)) return undefined;
  const bytes = fromBase64url(signature);
  if (!bytes) return undefined;
  return (await crypto.subtle.verify('HMAC', await keyOf(secret), bytes, encoder.encode(voter))) ? voter : undefined;
}

/** The Set-Cookie line: HttpOnly (no script reads it), Secure, SameSite=Lax, for the whole site. */
export function voterCookieHeader(value: string): string {
  return `${FAN_VOTES.cookie}=${value}; Max-Age=${FAN_VOTES.cookieMaxAgeSeconds}; Path=/; HttpOnly; Secure; SameSite=Lax`;
}

/** The voter's cookie value in a Cookie header, if any. */
export function voterCookieOf(cookieHeader: string | null | undefined): string | undefined {
  for (const part of cookieHeader?.split(';') ?? []) {
    const [name, ...rest] = part.trim().split('=');
    if (name === FAN_VOTES.cookie) return rest.join('=');
  }
  return undefined;
}

/** What a match stores of a voter: the id hashed with the match, so ids cannot be followed across matches. */
export async function hashVoter(matchKey: string, voter: string): Promise<string> {
  return base64url(await crypto.subtle.digest('SHA-256', encoder.encode(`${matchKey}:${voter}`)));
}
