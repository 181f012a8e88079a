import { describe, expect, it } from 'vitest';
import { readPayloadScript } from './payload-for-islands';
import { cutAtMessageSlots, writeMessage } from './shared-not-found';

const SLOT = 'message-slot-1';
/** A 404 page as drawn: its message in its text, and again in the framework's payload (a row of JSON in a JSON string). */
const row = (message: string) => `c:["$","p",null,{"className":"not-found__detail","children":${JSON.stringify(message)}}]\n`;
const payloadScript = (message: string) => `(self.__FLIGHT_DATA||=[]).push(${JSON.stringify(row(message))})`;
const page = `<main><p class="not-found__detail">${SLOT}</p></main><script nonce="n">${payloadScript(SLOT)}</script>`;

const fill = (message: string) => {
  const { pieces, places } = cutAtMessageSlots(page, SLOT);
  return pieces.reduce((html, piece, index) => html + writeMessage(message, places[index - 1] ?? 'text') + piece);
};

describe('the message of a shared 404 page', () => {
  it('tells a slot in the page’s text from one in the payload', () => {
    expect(cutAtMessageSlots(page, SLOT).places).toEqual(['text', 'payload']);
  });

  it.each(['Page not found: /en/espana/nada', "Page not found: /en/espana/a'b&c", 'Page not found: /x</script><script>alert(1)</script>"\\…'])(
    'writes %s as the renderer would have, in both places',
    (message) => {
      const html = fill(message);
      const text = /<p class="not-found__detail">(.*?)<\/p>/.exec(html)?.[1];
      expect(text?.replace(/&(amp|lt|gt|quot|#x27);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'" })[name] ?? '')).toBe(message);
      expect(text).not.toMatch(/[<>"']/);
      const script = /<script nonce="n">(.*)<\/script>$/s.exec(html)?.[1] ?? '';
      expect(script).not.toMatch(/<\/script|<!--/i);
      expect(readPayloadScript(script)).toBe(row(message));
    },
  );
});
