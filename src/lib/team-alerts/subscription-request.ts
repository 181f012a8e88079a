// What the "Alert me" button sends: the browser's push subscription, the team, the page's
// language, the spoiler-free mode and whether rules moments are wanted; and later, what a change
// of mode sends. Checked here
// before anything is stored.
import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALE_CODES, type LocaleCode } from '../../config/locales';
import { TEAM_ALERTS } from '../../config/team-alerts';
import { fromBase64Url } from './base64url';
import { isP256Point } from './p256-point';

const bytesOfLength = (length: number, first?: number) =>
  z.string().max(200).refine((text) => {
    const bytes = fromBase64Url(text);
    return bytes?.length === length && (first === undefined || bytes[0] === first);
  }, { message: `must be ${length} bytes of base64url` });

/** The browser's P-256 key: an uncompressed point (65 bytes, 0x04 first) that lies on the curve. */
const p256Key = bytesOfLength(65, 4).refine((text) => {
  const bytes = fromBase64Url(text);
  return bytes === undefined || bytes.length !== 65 || isP256Point(bytes);
}, { message: 'is not a point on the P-256 curve' });

/** A push service we send to: a browser's own, or (demo Workers only) the tests' double on 127.0.0.1. */
export function isPushServiceEndpoint(endpoint: string, allowLocal: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (allowLocal && url.protocol === 'http:' && url.hostname === '127.0.0.1') return true;
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return false;
  return TEAM_ALERTS.pushServiceHosts.some((host) => (host.startsWith('.') ? url.hostname.endsWith(host) : url.hostname === host));
}

const endpointSchema = (allowLocal: boolean) =>
  z.string().max(1_000).refine((endpoint) => isPushServiceEndpoint(endpoint, allowLocal), { message: 'is not a known push service' });

export function subscribeRequestSchema(allowLocal: boolean) {
  return z.object({
    endpoint: endpointSchema(allowLocal),
    // RFC 8291 section 3: the browser's P-256 key (an uncompressed point on the curve) and 16-byte secret.
    keys: z.object({ p256dh: p256Key, auth: bytesOfLength(16) }),
    team: z.number().int().positive().max(1e9),
    lang: z.enum(LOCALE_CODES as [LocaleCode, ...LocaleCode[]]).default(DEFAULT_LOCALE),
    spoilerFree: z.boolean().default(false),
    // Rules moments (ADR 064) are off unless the visitor ticked them.
    rulesMoments: z.boolean().default(false),
  });
}

export function unsubscribeRequestSchema(allowLocal: boolean) {
  return z.object({ endpoint: endpointSchema(allowLocal) });
}

/**
 * Spoiler-free mode or rules moments turned on or off (either or both): the subscription is named
 * by its endpoint, as to delete it.
 */
export function modeRequestSchema(allowLocal: boolean) {
  return z
    .object({ endpoint: endpointSchema(allowLocal), spoilerFree: z.boolean().optional(), rulesMoments: z.boolean().optional() })
    .refine((body) => body.spoilerFree !== undefined || body.rulesMoments !== undefined, { message: 'names no mode to change (spoilerFree or rulesMoments)' });
}
