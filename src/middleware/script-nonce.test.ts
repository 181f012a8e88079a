import { describe, expect, it } from 'vitest';
import { createNonce, cutAtPlaceholder, joinNonceParts } from './script-nonce';

const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('a page kept with its nonce’s places', () => {
  const placeholder = 'nonce-slot-5b1f0a3e-8d4c-4b8e-9f7a-2c6d1e0b9a77';
  const page = `<html dir="rtl"><script nonce="${placeholder}">boot()</script><p>Relámpago – الأهداف</p><link rel="modulepreload" nonce="${placeholder}" href="/a.js"></html>`;

  it('gives every place the answer’s nonce, and leaves the rest of the page as it was, whatever its script', () => {
    const kept = cutAtPlaceholder(page, placeholder);
    const nonce = createNonce();
    expect(decode(joinNonceParts(kept, nonce))).toBe(page.replaceAll(placeholder, nonce));
    expect(decode(joinNonceParts(kept, placeholder))).toBe(page);
  });

  it('keeps a page without a script whole', () => {
    const kept = cutAtPlaceholder('<p>ß</p>', placeholder);
    expect(decode(joinNonceParts(kept, createNonce()))).toBe('<p>ß</p>');
  });

  it('makes a new 128-bit nonce for each answer', () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});
