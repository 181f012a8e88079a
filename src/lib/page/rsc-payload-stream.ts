// The framework's payload written into the page's HTML as it streams: the build puts this in place
// of rsc-html-stream's `injectRSCPayload`, which Waku's renderer calls (waku.config.ts, ADR 075).
// It does what that does (each chunk of the payload as an inline script, the HTML's
// `</body></html>` held back so the scripts go before it and written once at the very end), with
// one difference: that looks for the trailer at the end of each chunk alone, and React sends its
// HTML in views of about 2 KB, so when a view ended inside `</body></html>` the trailer was
// written where it fell, the rest of the payload after it, and the trailer again at the end.
const TRAILER = '</body></html>';

/** `text` parted before the longest end of it that begins the trailer (the whole trailer included). */
function holdTrailerStart(text: string): [out: string, held: string] {
  for (let length = Math.min(TRAILER.length, text.length); length > 0; length -= 1) {
    if (text.endsWith(TRAILER.slice(0, length))) return [text.slice(0, -length), text.slice(-length)];
  }
  return [text, ''];
}

// Escaped as the browser's side (rsc-html-stream/client) expects: `<!--` and `</script` can end a script early.
const escapeScript = (script: string) => script.replace(/<!--/g, '<\\!--').replace(/<\/(script)/gi, '</\\$1');

export function injectRSCPayload(rscStream: ReadableStream<Uint8Array>, options?: { nonce?: string }): TransformStream<Uint8Array, Uint8Array> {
  const encoder = new TextEncoder();
  const htmlDecoder = new TextDecoder();
  const nonce = typeof options?.nonce === 'string' ? ` nonce="${options.nonce}"` : '';
  const writeScript = (controller: TransformStreamDefaultController<Uint8Array>, chunk: string) =>
    controller.enqueue(encoder.encode(`<script${nonce}>${escapeScript(`(self.__FLIGHT_DATA||=[]).push(${chunk})`)}</script>`));

  // HTML chunks of one turn of the event loop go out together, so a script never falls between two
  // parts of a tag; what may begin the trailer waits for the next turn, or the end.
  const buffered: Uint8Array[] = [];
  let held = '';
  let timeout: ReturnType<typeof setTimeout> | undefined;
  let startedPayload = false;
  let payloadDone: () => void = () => undefined;
  const payloadWritten = new Promise<void>((resolve) => (payloadDone = resolve));

  const flushHtml = (controller: TransformStreamDefaultController<Uint8Array>) => {
    const text = held + buffered.map((chunk) => htmlDecoder.decode(chunk, { stream: true })).join('');
    buffered.length = 0;
    timeout = undefined;
    const [out, rest] = holdTrailerStart(text);
    held = rest;
    if (out) controller.enqueue(encoder.encode(out));
  };

  async function writePayload(controller: TransformStreamDefaultController<Uint8Array>) {
    const decoder = new TextDecoder('utf-8', { fatal: true });
    const reader = rscStream.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      const chunk = read.value;
      // Text where the bytes are UTF-8, else base64 (bytes that are not UTF-8).
      try {
        writeScript(controller, JSON.stringify(decoder.decode(chunk, { stream: true })));
      } catch {
        const base64 = JSON.stringify(btoa(String.fromCodePoint(...chunk)));
        writeScript(controller, `Uint8Array.from(atob(${base64}), m => m.codePointAt(0))`);
      }
    }
    const remaining = decoder.decode();
    if (remaining) writeScript(controller, JSON.stringify(remaining));
  }

  return new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      buffered.push(chunk);
      if (timeout) return;
      timeout = setTimeout(() => {
        try {
          flushHtml(controller);
        } catch (error) {
          controller.error(error);
          payloadDone();
          return;
        }
        if (!startedPayload) {
          startedPayload = true;
          writePayload(controller).catch((error) => controller.error(error)).then(payloadDone);
        }
      }, 0);
    },
    async flush(controller) {
      await payloadWritten;
      if (timeout) {
        clearTimeout(timeout);
        flushHtml(controller);
      }
      const tail = held + htmlDecoder.decode();
      // The trailer goes last, once; anything else that was held (an end that never became it) goes before it.
      controller.enqueue(encoder.encode(`${tail.endsWith(TRAILER) ? tail.slice(0, -TRAILER.length) : tail}${TRAILER}`));
    },
  });
}
