import { describe, expect, it } from 'vitest';
import { judgePayload, readPayloadScript, splitHydrationGlobals } from './payload-for-islands';

// As rsc-html-stream writes them: a JSON string (with `<!--` and `</script` escaped), or base64.
const script = (rsc: string) =>
  `(self.__FLIGHT_DATA||=[]).push(${JSON.stringify(rsc).replace(/<!--/g, '<\\!--').replace(/<\/(script)/gi, '</\\$1')})`;
const ROUTER = '3:I["847a2b1045ef",[],"Slot",1]\nb:I["847a2b1045ef",[],"Children",1]\n';
const ROOT = '0:{"root":"$L1","ROUTE":["/en/espana/tables",""],"IS_STATIC":false}\n';

describe('reading a payload script', () => {
  it('gives back the RSC text of a JSON chunk, escapes undone', () => {
    const rsc = `${ROUTER}4:T20,<!-- a comment --></script>\n`;
    expect(readPayloadScript(script(rsc))).toBe(rsc);
  });

  it('decodes a base64 chunk', () => {
    const base64 = btoa('1:["$","p",null,{}]\n');
    expect(readPayloadScript(`(self.__FLIGHT_DATA||=[]).push(Uint8Array.from(atob(${JSON.stringify(base64)}), m => m.codePointAt(0)))`)).toBe('1:["$","p",null,{}]\n');
  });

  it('is nothing for any other script', () => {
    expect(readPayloadScript('$RC("B:0","S:0")')).toBeUndefined();
    expect(readPayloadScript('globalThis.__WAKU_HYDRATE__ = true;')).toBeUndefined();
    expect(readPayloadScript('(self.__FLIGHT_DATA||=[]).push(notJson)')).toBeUndefined();
  });
});

describe('judging a payload', () => {
  it('finds no island in a page whose only references are the router’s', () => {
    expect(judgePayload(ROUTER + ROOT, true)).toBe('none');
  });

  it('finds an island as soon as a reference to another client component arrives', () => {
    expect(judgePayload(`${ROUTER}c:I["21d0cb8ad9f8",[],"AutoSubmitSelect",1]\n`, false)).toBe('islands');
  });

  it('finds a reference that follows a text row with no line break between them', () => {
    expect(judgePayload(`${ROUTER}4:T5,abcdec:I["e5ddd6ff0142",["/assets/a.js"],"LocalTime",1]\n`, true)).toBe('islands');
  });

  it('waits for a reference cut off at the end of what has arrived, and counts it if the stream ends so', () => {
    const cut = `${ROUTER}${ROOT}c:I["21d0cb8ad9f8",[],"AutoSu`;
    expect(judgePayload(cut, false)).toBe('unknown');
    expect(judgePayload(cut, true)).toBe('islands');
  });

  it('keeps the payload of a stream it does not understand', () => {
    expect(judgePayload(ROOT, true)).toBe('unknown');
    expect(judgePayload(`${ROUTER}7:I{"module":"x","name":"Slot"}\n`, true)).toBe('islands');
  });

  it('is unknown until the stream ends', () => {
    expect(judgePayload(ROUTER + ROOT, false)).toBe('unknown');
  });
});

describe('splitHydrationGlobals', () => {
  // The framework's bootstrap as it renders it: the flag, the stream over the payload, the entry.
  const BOOTSTRAP = [
    '',
    '    globalThis.__WAKU_HYDRATE__ = true;',
    '    globalThis.__WAKU_PREFETCHED__ = {',
    '      "R/en/espana/matches": Promise.resolve(new Response(new ReadableStream({start(c) {const d = (self.__FLIGHT_DATA ||= []);d.forEach(c.enqueue);}})))',
    '    };',
    '  import("/assets/index-DVLxs_g2.js")',
  ].join('\n');

  it('parts the hydration globals from the entry’s import', () => {
    const parts = splitHydrationGlobals(BOOTSTRAP);
    expect(parts?.globals).toMatch(/^globalThis\.__WAKU_HYDRATE__ = true;\s+globalThis\.__WAKU_PREFETCHED__ = \{[\s\S]*\};$/);
    expect(parts?.rest.trim()).toBe('import("/assets/index-DVLxs_g2.js")');
  });

  it('takes the flag alone when the bootstrap has no stream', () => {
    expect(splitHydrationGlobals('globalThis.__WAKU_HYDRATE__ = true;\n  import("/assets/index.js")')).toEqual({
      globals: 'globalThis.__WAKU_HYDRATE__ = true;',
      rest: '\n  import("/assets/index.js")',
    });
  });

  it('is nothing for any other script', () => {
    expect(splitHydrationGlobals('(self.__FLIGHT_DATA||=[]).push("0:{}")')).toBeUndefined();
    expect(splitHydrationGlobals('console.log("globalThis.__WAKU_HYDRATE__ = true;")')).toBeUndefined();
  });
});
