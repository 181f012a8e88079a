// The 404 page shared between addresses (ADR 041): one per edition, language and region, kept in
// the page cache like a page. What differs between two missing addresses is only the message
// naming the address (section 8, `Page not found: {path}`), so the kept copy holds a slot where
// the message goes, and each answer puts its own there, as it puts its own nonce.
import { SURFACES } from '../config/surfaces';
import { EXTRA_SLASHES } from '../config/path-rules';
import { refineRequestContext, type RequestContext } from '../lib/request-context';

/**
 * The key the request's 404 page is shared under, or undefined when the request is not a 404
 * known before rendering, or the route guard has something else to say first (a query to check,
 * a slash to take off).
 */
export function sharedNotFoundKey({ resolution, search, pathname, lang, region, surface }: RequestContext): string | undefined {
  if (resolution.kind !== 'error' || resolution.status !== 404 || search !== '' || EXTRA_SLASHES.test(pathname)) return undefined;
  // A widget's 404 is drawn for a frame, not with the site's menus: kept apart from the pages'.
  return `404|${lang}|${region?.slug ?? ''}${SURFACES[surface].document === 'frame' ? '|embed' : ''}`;
}

/** A slot for the message, random per render, so no text a page carries can stand for it. */
export function newMessageSlot(): string {
  return `message-slot-${crypto.randomUUID()}`;
}

/** The request as drawn for everyone: its 404's message is the slot. */
export function withMessageSlot(request: RequestContext, slot: string): RequestContext {
  const { resolution } = request;
  return resolution.kind === 'error' ? refineRequestContext(request, { resolution: { ...resolution, message: slot } }) : request;
}

export function messageOf({ resolution }: RequestContext): string {
  return resolution.kind === 'error' ? resolution.message : '';
}

/**
 * Where a slot sits: in the page's text, or in the framework's payload, an inline script that
 * carries the page's rows (JSON) as a JSON string.
 */
export type MessagePlace = 'text' | 'payload';

/** The page's text cut at each slot, and where each slot sat. */
export function cutAtMessageSlots(text: string, slot: string): { pieces: string[]; places: MessagePlace[] } {
  const pieces = text.split(slot);
  const places: MessagePlace[] = [];
  let at = 0;
  for (const piece of pieces.slice(0, -1)) {
    at += piece.length;
    places.push(text.lastIndexOf('<script', at) > text.lastIndexOf('</script', at) ? 'payload' : 'text');
    at += slot.length;
  }
  return { pieces, places };
}

const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

/** The message as it must be written in its place: escaped as React escapes text, or as a string in a JSON row in a JSON string. */
export function writeMessage(message: string, place: MessagePlace): string {
  if (place === 'text') return message.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
  const inRow = JSON.stringify(message).slice(1, -1);
  // `<` as an escape, so nothing in it can close the script or open a comment.
  return JSON.stringify(inRow).slice(1, -1).replace(/</g, '\\u003c');
}
