import { describe, expect, it } from 'vitest';
import { cutPage, fromEdgeCopy, joinPage, toEdgeCopy, type CachedPage } from './page-cache-entry';

const NONCE_SLOT = 'nonce-slot-1';
const MESSAGE_SLOT = 'message-slot-1';
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const keptPage = (html: string, status: number, messageSlot?: string): CachedPage => ({
  ...cutPage(html, NONCE_SLOT, messageSlot),
  status,
  headers: [['content-type', 'text/html; charset=utf-8']],
  renderedAt: 1_000,
  lifetime: 300,
});

describe('a kept page', () => {
  it('is joined around each answer’s nonce', () => {
    const page = keptPage(`<script nonce="${NONCE_SLOT}">a()</script><script nonce="${NONCE_SLOT}">b()</script>`, 200);
    expect(text(joinPage(page, 'N1', ''))).toBe('<script nonce="N1">a()</script><script nonce="N1">b()</script>');
  });

  it('puts a shared 404’s message in each of its places, written for that place', () => {
    const html = `<p>${MESSAGE_SLOT}</p><script nonce="${NONCE_SLOT}">push("${MESSAGE_SLOT}")</script>`;
    const page = keptPage(html, 404, MESSAGE_SLOT);
    expect(text(joinPage(page, 'N', 'a&b"c'))).toBe('<p>a&amp;b&quot;c</p><script nonce="N">push("a&b\\\\\\"c")</script>');
  });

  it('comes back from the edge copy as it was kept, with its status and message places', async () => {
    const html = `<p>${MESSAGE_SLOT}</p><script nonce="${NONCE_SLOT}">x</script>`;
    const page = keptPage(html, 404, MESSAGE_SLOT);
    const copy = toEdgeCopy(page, NONCE_SLOT, MESSAGE_SLOT);
    expect(copy.status).toBe(200);
    expect(copy.headers.get('x-page-status')).toBe('404');
    const back = await fromEdgeCopy(copy);
    expect(back).toEqual(page);
    expect(text(joinPage(back as CachedPage, 'N', '/en/x'))).toBe('<p>/en/x</p><script nonce="N">x</script>');
  });

  it('is not read back from an edge copy that does not say where its nonce goes', async () => {
    const copy = toEdgeCopy(keptPage('<p>page</p>', 200), NONCE_SLOT, MESSAGE_SLOT);
    const headers = new Headers(copy.headers);
    headers.delete('x-page-nonce-placeholder');
    expect(await fromEdgeCopy(new Response('<p>page</p>', { headers }))).toBeUndefined();
  });
});
