// Each HTML answer's script nonce (ADR 003). A page rendered for the first time is stamped as it
// streams; a kept page is stored with a placeholder in each place the nonce goes, so an answer
// from the page cache joins its parts around its own nonce instead of parsing the page again.
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

/** A page as kept: its text cut where each answer's nonce goes. */
export type NonceParts = readonly string[];

/** The page's text with a fresh placeholder as its nonce, and the parts around it. */
export async function toNonceParts(html: ReadableStream<Uint8Array>): Promise<{ parts: NonceParts; placeholder: string }> {
  // Random per page, so no text a page carries can stand for it.
  const placeholder = `nonce-slot-${crypto.randomUUID()}`;
  const text = await stampScriptNonce(new Response(html, { headers: { 'content-type': 'text/html' } }), placeholder).text();
  return { parts: text.split(placeholder), placeholder };
}

export const joinNonceParts = (parts: NonceParts, nonce: string): string => parts.join(nonce);
