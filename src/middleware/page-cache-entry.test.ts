import { describe, expect, it } from 'vitest';
import { cutPage, fromEdgeCopy, isWhole, joinPage, toEdgeCopy, wholePage, type CachedPage, type CutPage } from './page-cache-entry';

const NONCE_SLOT = 'nonce-slot-1';
const MESSAGE_SLOT = 'message-slot-1';
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const kept = { status: 200, headers: [['content-type', 'text/html; charset=utf-8']] as [string, string][], renderedAt: 1_000, lifetime: 300 };
const keptNotFound = (html: string): CachedPage & CutPage => ({ ...cutPage(html, NONCE_SLOT, MESSAGE_SLOT), ...kept, status: 404 });

describe('a kept page', () => {
  it('is kept whole with one nonce, drawn when it is kept, in each place its nonce goes', () => {
    const html = `<script nonce="${NONCE_SLOT}">a()</script><p>ß</p><script nonce="${NONCE_SLOT}">b()</script>`;
    const first = wholePage(html, NONCE_SLOT);
    const second = wholePage(html, NONCE_SLOT);
    expect(first.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(second.nonce).not.toBe(first.nonce);
    expect(text(first.body)).toBe(html.replaceAll(NONCE_SLOT, first.nonce));
  });

  it('comes back from the edge copy byte for byte, with the nonce it was sent with', async () => {
    const page: CachedPage = { ...wholePage(`<p>ß</p><script nonce="${NONCE_SLOT}">x</script>`, NONCE_SLOT), ...kept };
    const back = await fromEdgeCopy(toEdgeCopy(page, NONCE_SLOT, MESSAGE_SLOT));
    expect(back).toEqual(page);
    expect(back && isWhole(back)).toBe(true);
  });

  it('puts a shared 404’s own nonce and message in each of their places, the message written for its place', () => {
    const html = `<p>${MESSAGE_SLOT}</p><script nonce="${NONCE_SLOT}">push("${MESSAGE_SLOT}")</script><script nonce="${NONCE_SLOT}"></script>`;
    const page = keptNotFound(html);
    expect(text(joinPage(page, 'N', 'a&b"c'))).toBe('<p>a&amp;b&quot;c</p><script nonce="N">push("a&b\\\\\\"c")</script><script nonce="N"></script>');
  });

  it('comes back from the edge copy as a shared 404 was kept, with its status and message places', async () => {
    const page = keptNotFound(`<p>${MESSAGE_SLOT}</p><script nonce="${NONCE_SLOT}">x</script>`);
    const copy = toEdgeCopy(page, NONCE_SLOT, MESSAGE_SLOT);
    expect(copy.status).toBe(200);
    expect(copy.headers.get('x-page-status')).toBe('404');
    const back = await fromEdgeCopy(copy);
    expect(back).toEqual(page);
    expect(text(joinPage(back as CutPage, 'N', '/en/x'))).toBe('<p>/en/x</p><script nonce="N">x</script>');
  });

  it('is not read back from an edge copy that says neither its nonce nor where its nonce goes', async () => {
    const copy = toEdgeCopy(keptNotFound('<p>page</p>'), NONCE_SLOT, MESSAGE_SLOT);
    const headers = new Headers(copy.headers);
    headers.delete('x-page-nonce-placeholder');
    expect(await fromEdgeCopy(new Response('<p>page</p>', { headers }))).toBeUndefined();
  });
});
