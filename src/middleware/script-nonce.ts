// Each HTML answer's script nonce (ADR 003). A page rendered for the first time is stamped as it
// streams; a kept page is stamped with a placeholder in each place the nonce goes, then given the
// nonce it is sent with (ADR 072) or, a shared 404, cut there so each answer joins its parts around
// its own nonce instead of parsing the page again.
import { getHtmlRewriter, type RewriterElement } from './html-rewriter';

export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** Gives every script, and every module preload, the nonce; Waku inlines its bootstrap and payload. */
export function stampScriptNonce(response: Response, nonce: string): Response {
  const Rewriter = getHtmlRewriter();
  if (!Rewriter) return response;
  const stamp = { element: (element: RewriterElement) => element.setAttribute('nonce', nonce) };
  return new Rewriter().on('script', stamp).on('link[rel="modulepreload"]', stamp).transform(response);
}

/**
 * A page as kept: its bytes cut where each answer's nonce goes. Bytes, because an answer made
 * from them is one copy, where joining the text and encoding it again cost a hit more than the
 * rest of its pipeline.
 */
export type NonceParts = { readonly parts: readonly Uint8Array[]; readonly bytes: number };

const encoder = new TextEncoder();

export function cutAtPlaceholder(text: string, placeholder: string): NonceParts {
  const parts = text.split(placeholder).map((part) => encoder.encode(part));
  return { parts, bytes: parts.reduce((sum, part) => sum + part.byteLength, 0) };
}

/** The page's text with a fresh placeholder as its nonce. */
export async function withNoncePlaceholder(html: ReadableStream<Uint8Array>): Promise<{ text: string; placeholder: string }> {
  // Random per page, so no text a page carries can stand for it.
  const placeholder = `nonce-slot-${crypto.randomUUID()}`;
  const text = await stampScriptNonce(new Response(html, { headers: { 'content-type': 'text/html' } }), placeholder).text();
  return { text, placeholder };
}

/** The page's bytes with `nonce` in each place (ASCII: a nonce is base64, a placeholder a UUID). */
export function joinNonceParts({ parts, bytes }: NonceParts, nonce: string): Uint8Array<ArrayBuffer> {
  const between = encoder.encode(nonce);
  const out = new Uint8Array(bytes + between.byteLength * (parts.length - 1));
  let at = 0;
  parts.forEach((part, index) => {
    if (index > 0) {
      out.set(between, at);
      at += between.byteLength;
    }
    out.set(part, at);
    at += part.byteLength;
  });
  return out;
}
