// A page as the page cache keeps it (ADR 021, 039, 041): its bytes cut where each answer's nonce
// (and a shared 404's message) goes, and the copy of it kept in the data centre's cache.
import { cutAtPlaceholder, joinNonceParts, type NonceParts } from './script-nonce';
import { cutAtMessageSlots, writeMessage, type MessagePlace } from './shared-not-found';

/**
 * A page as kept: its bytes around the places its nonce goes, so a hit only joins them (ADR 039).
 * A shared 404 page (ADR 041) is also cut where its message goes: `html` is what comes before the
 * first place, each of `afterMessages` a place and what follows it.
 */
export type CachedPage = {
  html: NonceParts;
  afterMessages?: readonly { place: MessagePlace; html: NonceParts }[];
  status: number;
  headers: [string, string][];
  renderedAt: number;
  lifetime: number;
};

// Headers that belong to one answer only (the security headers and any cookie are set afresh on
// each), and the ones the copy at the edge carries for the cache and for us.
const UNSHARED_HEADERS = new Set(['set-cookie', 'content-security-policy', 'content-length', 'cache-control', 'age', 'cf-cache-status', 'expires']);
const RENDERED_AT = 'x-page-rendered-at';
const LIFETIME = 'x-page-lifetime';
const NONCE_PLACEHOLDER = 'x-page-nonce-placeholder';
const STATUS = 'x-page-status';
const MESSAGE_SLOT = 'x-page-message-slot';
const OURS = new Set([RENDERED_AT, LIFETIME, NONCE_PLACEHOLDER, STATUS, MESSAGE_SLOT]);
export const shareable = (headers: Headers): [string, string][] => [...headers].filter(([name]) => !UNSHARED_HEADERS.has(name) && !OURS.has(name));

// The copy kept in the data centre's cache: the page as rendered, with a placeholder for the
// nonce and without cookie or policy, and when it was rendered so every isolate ages it from the
// same moment.
// A 404 is kept there as a 200 saying its status, and with a slot where its message goes.
export function toEdgeCopy(page: CachedPage, placeholder: string, messageSlot: string): Response {
  const headers: [string, string][] = [
    ...page.headers,
    ['cache-control', `public, max-age=${page.lifetime}`],
    [RENDERED_AT, String(page.renderedAt)],
    [LIFETIME, String(page.lifetime)],
    [NONCE_PLACEHOLDER, placeholder],
    [STATUS, String(page.status)],
  ];
  if (page.afterMessages) headers.push([MESSAGE_SLOT, messageSlot]);
  return new Response(joinPage(page, placeholder, messageSlot), { headers });
}

export async function fromEdgeCopy(response: Response): Promise<CachedPage | undefined> {
  const renderedAt = Number(response.headers.get(RENDERED_AT));
  const lifetime = Number(response.headers.get(LIFETIME));
  const status = Number(response.headers.get(STATUS) ?? 200);
  const placeholder = response.headers.get(NONCE_PLACEHOLDER);
  const messageSlot = response.headers.get(MESSAGE_SLOT);
  if (!Number.isSafeInteger(renderedAt) || !Number.isSafeInteger(lifetime) || lifetime <= 0 || !placeholder) return undefined;
  const text = await response.text();
  return { ...cutPage(text, placeholder, messageSlot ?? undefined), status, headers: shareable(response.headers), renderedAt, lifetime };
}

/** The page's text as kept: cut where its nonce goes and, for a shared 404, where its message goes. */
export function cutPage(text: string, placeholder: string, messageSlot: string | undefined): Pick<CachedPage, 'html' | 'afterMessages'> {
  if (!messageSlot) return { html: cutAtPlaceholder(text, placeholder) };
  const { pieces, places } = cutAtMessageSlots(text, messageSlot);
  const [first, ...rest] = pieces.map((piece) => cutAtPlaceholder(piece, placeholder)) as [NonceParts, ...NonceParts[]];
  return { html: first, afterMessages: places.map((place, index) => ({ place, html: rest[index] as NonceParts })) };
}

const encoder = new TextEncoder();

/** The page's bytes with `nonce` in each place its nonce goes, and a 404's `message` in each of its places. */
export function joinPage(page: CachedPage, nonce: string, message: string): Uint8Array<ArrayBuffer> {
  const first = joinNonceParts(page.html, nonce);
  if (!page.afterMessages) return first;
  const chunks = [first];
  for (const { place, html } of page.afterMessages) chunks.push(encoder.encode(writeMessage(message, place)), joinNonceParts(html, nonce));
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}
