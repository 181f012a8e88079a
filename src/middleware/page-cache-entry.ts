// A page as the page cache keeps it (ADR 021, 039, 041, 072): a page's bytes as every answer
// sends them, carrying the nonce drawn when it was kept, or, for a shared 404 whose answers each
// name their own address, its bytes cut where each answer's nonce and message go; and the copy of
// it kept in the data centre's cache.
import { createNonce, cutAtPlaceholder, joinNonceParts, type NonceParts } from './script-nonce';
import { cutAtMessageSlots, writeMessage, type MessagePlace } from './shared-not-found';

/**
 * A page whose answers are all the same bytes: its body as sent, with the nonce drawn after it was
 * rendered in every place a nonce goes. A hit sends it untouched, under a policy naming that nonce
 * (ADR 072).
 */
export type WholePage = { body: Uint8Array<ArrayBuffer>; nonce: string };

/**
 * A page whose answers differ: a shared 404 page (ADR 041), cut where each answer's own nonce and
 * its message go. `html` is what comes before the first message place, each of `afterMessages` a
 * place and what follows it.
 */
export type CutPage = { html: NonceParts; afterMessages: readonly { place: MessagePlace; html: NonceParts }[] };

export type CachedPage = (WholePage | CutPage) & {
  status: number;
  headers: [string, string][];
  renderedAt: number;
  lifetime: number;
};

export const isWhole = (page: WholePage | CutPage): page is WholePage => 'body' in page;

// Headers that belong to one answer only (the security headers and any cookie are set afresh on
// each), and the ones the copy at the edge carries for the cache and for us.
const UNSHARED_HEADERS = new Set(['set-cookie', 'content-security-policy', 'content-length', 'cache-control', 'age', 'cf-cache-status', 'expires']);
const RENDERED_AT = 'x-page-rendered-at';
const LIFETIME = 'x-page-lifetime';
const NONCE_PLACEHOLDER = 'x-page-nonce-placeholder';
const NONCE = 'x-page-nonce';
const STATUS = 'x-page-status';
const MESSAGE_SLOT = 'x-page-message-slot';
const OURS = new Set([RENDERED_AT, LIFETIME, NONCE_PLACEHOLDER, NONCE, STATUS, MESSAGE_SLOT]);
export const shareable = (headers: Headers): [string, string][] => [...headers].filter(([name]) => !UNSHARED_HEADERS.has(name) && !OURS.has(name));

// The copy kept in the data centre's cache: the page as kept, without cookie or policy, and when
// it was rendered so every isolate ages it from the same moment. A whole page goes as it is sent,
// naming its nonce, so every isolate sends the same bytes under the same policy; a shared 404 goes
// with a placeholder for the nonce and a slot where its message goes, as a 200 saying its status.
export function toEdgeCopy(page: CachedPage, placeholder: string, messageSlot: string): Response {
  const headers: [string, string][] = [
    ...page.headers,
    ['cache-control', `public, max-age=${page.lifetime}`],
    [RENDERED_AT, String(page.renderedAt)],
    [LIFETIME, String(page.lifetime)],
    [STATUS, String(page.status)],
  ];
  if (isWhole(page)) return new Response(page.body, { headers: [...headers, [NONCE, page.nonce]] });
  headers.push([NONCE_PLACEHOLDER, placeholder], [MESSAGE_SLOT, messageSlot]);
  return new Response(joinPage(page, placeholder, messageSlot), { headers });
}

export async function fromEdgeCopy(response: Response): Promise<CachedPage | undefined> {
  const renderedAt = Number(response.headers.get(RENDERED_AT));
  const lifetime = Number(response.headers.get(LIFETIME));
  const status = Number(response.headers.get(STATUS) ?? 200);
  const nonce = response.headers.get(NONCE);
  const placeholder = response.headers.get(NONCE_PLACEHOLDER);
  const messageSlot = response.headers.get(MESSAGE_SLOT);
  if (!Number.isSafeInteger(renderedAt) || !Number.isSafeInteger(lifetime) || lifetime <= 0) return undefined;
  const kept = { status, headers: shareable(response.headers), renderedAt, lifetime };
  if (nonce) return { body: new Uint8Array(await response.arrayBuffer()), nonce, ...kept };
  if (!placeholder || !messageSlot) return undefined;
  return { ...cutPage(await response.text(), placeholder, messageSlot), ...kept };
}

const encoder = new TextEncoder();

/** A page every answer sends alike: a nonce drawn now, after the page was drawn, in each place its placeholder holds. */
export function wholePage(text: string, placeholder: string): WholePage {
  const nonce = createNonce();
  return { body: encoder.encode(text.replaceAll(placeholder, nonce)), nonce };
}

/** A shared 404 page's text as kept: cut where its nonce and where its message go. */
export function cutPage(text: string, placeholder: string, messageSlot: string): CutPage {
  const { pieces, places } = cutAtMessageSlots(text, messageSlot);
  const [first, ...rest] = pieces.map((piece) => cutAtPlaceholder(piece, placeholder)) as [NonceParts, ...NonceParts[]];
  return { html: first, afterMessages: places.map((place, index) => ({ place, html: rest[index] as NonceParts })) };
}

/** A shared 404 page's bytes with `nonce` in each place its nonce goes, and `message` in each of its places. */
export function joinPage(page: CutPage, nonce: string, message: string): Uint8Array<ArrayBuffer> {
  const chunks = [joinNonceParts(page.html, nonce)];
  for (const { place, html } of page.afterMessages) chunks.push(encoder.encode(writeMessage(message, place)), joinNonceParts(html, nonce));
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}
