// The payload's scripts go before the page's one `</body></html>`, however React's HTML chunks
// split it.
import { describe, expect, it } from 'vitest';
import { injectRSCPayload } from './rsc-payload-stream';

const encoder = new TextEncoder();
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

/** A stream of `parts`, each group of parts in one turn of the event loop. */
function streamOf(turns: readonly (readonly string[])[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    async start(controller) {
      for (const parts of turns) {
        for (const part of parts) controller.enqueue(encoder.encode(part));
        await tick();
      }
      controller.close();
    },
  });
}

async function page(html: readonly (readonly string[])[], payload: readonly (readonly string[])[], nonce?: string): Promise<string> {
  return new Response(streamOf(html).pipeThrough(injectRSCPayload(streamOf(payload), nonce ? { nonce } : undefined))).text();
}

/** The payload the page's scripts carry, their escapes undone as the browser's side undoes them. */
const scripts = (text: string) => [...text.matchAll(/<script[^>]*>\(self\.__FLIGHT_DATA\|\|=\[\]\)\.push\(("(?:[^"\\]|\\.)*")\)<\/script>/g)]
  .map((found) => JSON.parse(found[1]!.replace(/<\\!--/g, '<!--').replace(/<\/\\(script)/gi, '</$1')) as string);

describe('injectRSCPayload', () => {
  it.each([
    ['whole in one chunk', [['<html><body><p>Hi</p></body></html>']]],
    ['split between </body> and </html> in one turn', [['<html><body><p>Hi</p></body>', '</html>']]],
    ['split inside a tag across turns', [['<html><body><p>Hi</p></bo'], ['dy></ht'], ['ml>']]],
  ] as const)('writes the trailer once, last, with every payload script before it: %s', async (_name, html) => {
    const text = await page(html, [['0:{"a":1}\n'], ['1:"</script><!--"\n']]);
    expect(text.split('</body></html>')).toHaveLength(2);
    expect(text.endsWith('</body></html>')).toBe(true);
    // The HTML as it was written, no script inside one of its tags.
    expect(text.replace(/<script>.*?<\/script>/g, '')).toBe('<html><body><p>Hi</p></body></html>');
    expect(scripts(text).join('')).toBe('0:{"a":1}\n1:"</script><!--"\n');
    // Escaped so the script is not ended early.
    expect(text).not.toContain('</script><!--');
  });

  it('holds back only what could begin the trailer: other HTML goes out as it comes', async () => {
    const text = await page([['<html><body><p>a<'], ['b>c</b></p></body></html>']], [['0:1\n']]);
    expect(text.replace(/<script>.*?<\/script>/g, '')).toBe('<html><body><p>a<b>c</b></p></body></html>');
  });

  it('puts the nonce it is given on each script, and writes bytes that are not UTF-8 as base64', async () => {
    const bytes = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array([0xff, 0xfe]));
        controller.close();
      },
    });
    const text = await new Response(streamOf([['<html><body></body></html>']]).pipeThrough(injectRSCPayload(bytes, { nonce: 'abc' }))).text();
    expect(text).toContain('<script nonce="abc">(self.__FLIGHT_DATA||=[]).push(Uint8Array.from(atob("//4="), m => m.codePointAt(0)))</script></body></html>');
  });
});
