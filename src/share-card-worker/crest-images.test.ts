import { describe, expect, it } from 'vitest';
import { fetchCrestImage } from './crest-images';
import { nodeCardRenderer } from './testing';

const answer = (body: Uint8Array, type: string, status = 200) => async () => new Response(body as Uint8Array<ArrayBuffer>, { status, headers: { 'Content-Type': type } });

describe('a league crest’s picture', () => {
  it('is fetched over https as a picture of a bounded size, and left out otherwise', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    expect(await fetchCrestImage('https://cdn.example/crest.png', answer(png, 'image/png') as typeof fetch)).toEqual(png);
    expect(await fetchCrestImage('http://cdn.example/crest.png', answer(png, 'image/png') as typeof fetch)).toBeUndefined();
    expect(await fetchCrestImage('https://cdn.example/crest.png', answer(png, 'text/html') as typeof fetch)).toBeUndefined();
    expect(await fetchCrestImage('https://cdn.example/crest.png', answer(png, 'image/png', 404) as typeof fetch)).toBeUndefined();
    expect(await fetchCrestImage('https://cdn.example/crest.png', answer(new Uint8Array(600 * 1024), 'image/png') as typeof fetch)).toBeUndefined();
    expect(await fetchCrestImage('https://cdn.example/crest.png', (async () => { throw new Error('offline'); }) as typeof fetch)).toBeUndefined();
  });

  it('is drawn where the card names it', async () => {
    const renderer = await nodeCardRenderer();
    const red = await renderer.render('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#ff0000"/></svg>', async () => undefined);
    const card = '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#ffffff"/><image href="https://cdn.example/crest.png" x="0" y="0" width="64" height="64"/></svg>';
    const asked: string[] = [];
    const withCrest = await renderer.render(card, async (href) => {
      asked.push(href);
      return red;
    });
    const without = await renderer.render(card, async () => undefined);
    expect(asked).toEqual(['https://cdn.example/crest.png']);
    expect(Buffer.from(withCrest).equals(Buffer.from(without))).toBe(false);
  });
});
