// A page carries the framework's payload (its RSC stream, inlined as script chunks) only if it has
// an island to hydrate. The payload repeats the page's whole markup as JSON for React to hydrate
// the document; a page whose only client references are the router's own parts has nothing to
// hydrate, so at the edge its payload is held back while it streams and dropped at the end. The
// browser entry finds no payload and leaves the page as the server drew it
// (docs/decisions/022-stylesheets-once.md). The bootstrap's globals that hand the payload to the
// router are held back with it: they follow the payload out, or are dropped with it.
import type { MiddlewareHandler } from 'hono';
import { getHtmlRewriter } from './html-rewriter';

const PUSH = '(self.__FLIGHT_DATA||=[]).push(';
const BASE64_CHUNK = /^Uint8Array\.from\(atob\(("[A-Za-z0-9+/=]*")\), m => m\.codePointAt\(0\)\)$/;

/**
 * The start of the framework's bootstrap (`script#_R_`): the flag and the stream over the payload
 * the router hydrates from. Only a page that carries the payload needs them; the rest of the
 * bootstrap (the entry's import) every page does.
 */
const HYDRATION_GLOBALS = /^\s*globalThis\.__WAKU_HYDRATE__ = true;(?:\s*globalThis\.__WAKU_PREFETCHED__ = \{[\s\S]*?\n\s*\};)?/;

/** The bootstrap's hydration globals and the rest of it, or undefined for any other script. */
export function splitHydrationGlobals(script: string): { globals: string; rest: string } | undefined {
  const globals = HYDRATION_GLOBALS.exec(script)?.[0];
  return globals === undefined ? undefined : { globals: globals.trim(), rest: script.slice(globals.length) };
}

/** The framework's own client references: its router renders them on every page. */
export const FRAMEWORK_REFERENCES: ReadonlySet<string> = new Set(['Slot', 'Children']);

/**
 * A client reference row of the RSC stream, `id:I["module",[chunks],"ExportName",…]`, read from
 * its `:I`. Rows may follow a text row without a line break, so they are looked for anywhere.
 */
const REFERENCE_TAG = /[0-9a-f]:I/g;
const REFERENCE = /I\["(?:[^"\\]|\\.)*",\[[^\]]*\],"((?:[^"\\]|\\.)*)"/y;
/** Longer than any reference row: an unreadable reference this close to the end may still be arriving. */
const REFERENCE_REACH = 400;

/**
 * The RSC text one inline payload script carries, or undefined if the script is not one.
 * Scripts are written by rsc-html-stream: a JSON string, or base64 for bytes that are not UTF-8,
 * with `<!--` and `</script` escaped.
 */
export function readPayloadScript(script: string): string | undefined {
  if (!script.startsWith(PUSH) || !script.endsWith(')')) return undefined;
  const argument = script.slice(PUSH.length, -1);
  try {
    if (argument.startsWith('"')) return JSON.parse(argument.replace(/<\\!--/g, '<!--').replace(/<\/\\(script)/gi, '</$1')) as string;
    const base64 = BASE64_CHUNK.exec(argument)?.[1];
    if (base64 === undefined) return undefined;
    return new TextDecoder().decode(Uint8Array.from(atob(JSON.parse(base64) as string), (c) => c.codePointAt(0)!));
  } catch {
    return undefined;
  }
}

export type PayloadVerdict = 'islands' | 'none' | 'unknown';

/**
 * Whether the RSC text so far references a client component other than the router's. Anything
 * that looks like a reference and cannot be read counts as an island, so a format this does not
 * know keeps the payload. `complete`: the stream has ended. 'none' needs the router's reference
 * seen (the stream is one this understands); until then, or while the end may hold more, 'unknown'.
 */
export function judgePayload(rsc: string, complete: boolean): PayloadVerdict {
  let routerSeen = false;
  for (const tag of rsc.matchAll(REFERENCE_TAG)) {
    const at = tag.index + 2;
    REFERENCE.lastIndex = at;
    const name = REFERENCE.exec(rsc)?.[1];
    if (name === undefined) {
      if (!complete && rsc.length - at < REFERENCE_REACH) continue;
      return 'islands';
    }
    if (!FRAMEWORK_REFERENCES.has(name)) return 'islands';
    routerSeen ||= name === 'Slot';
  }
  return complete && routerSeen ? 'none' : 'unknown';
}

/** Several payload scripts as one: each is a statement that starts with a parenthesis. */
function joinScripts(scripts: string[]): string {
  return scripts.join(';\n');
}

function rewrite(response: Response): Response {
  const Rewriter = getHtmlRewriter();
  if (!Rewriter) return response;
  let script = '';
  let rsc = '';
  const held: string[] = [];
  // Written after the payload they drain, as when the bootstrap follows the payload in a stream.
  let globals: string[] = [];
  const withGlobals = (scripts: string[]) => {
    const all = [...scripts, ...globals];
    globals = [];
    return joinScripts(all);
  };
  let hydrating = false;
  return new Rewriter()
    .on('script', {
      text(chunk) {
        if (hydrating) return;
        // A script's text may arrive in pieces: gather it, then write it back (or hold it) once.
        script += chunk.text;
        chunk.remove();
        if (!chunk.lastInTextNode) return;
        const text = script;
        script = '';
        const carried = readPayloadScript(text);
        if (carried === undefined) {
          const bootstrap = text.startsWith(PUSH) ? undefined : splitHydrationGlobals(text);
          if (bootstrap) {
            globals.push(bootstrap.globals);
            chunk.replace(bootstrap.rest, { html: true });
            return;
          }
          // Not a payload chunk, or one this cannot read: written back; an unreadable one ends the holding.
          if (text.startsWith(PUSH)) hydrating = true;
          chunk.replace((hydrating ? withGlobals([...held.splice(0), text]) : text), { html: true });
          return;
        }
        held.push(text);
        rsc += carried;
        if (judgePayload(rsc, false) !== 'islands') return;
        // An island: the payload held so far goes out in this script, in order, and the rest streams on.
        hydrating = true;
        chunk.replace(withGlobals(held.splice(0)), { html: true });
      },
    })
    .onDocument({
      end(end) {
        if (hydrating || held.length === 0 || judgePayload(rsc, true) === 'none') return;
        end.append(`<script>${withGlobals(held)}</script>`, { html: true });
      },
    })
    .transform(response);
}

/** Drops the payload of complete pages that have no island; other answers pass as they are. */
export function payloadForIslands(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    // Only whole pages: an answer the framework could not render on the server (a 500) is drawn
    // in the browser from its payload.
    if (c.res.status !== 200 || !(c.res.headers.get('content-type') ?? '').startsWith('text/html')) return;
    c.res = rewrite(new Response(c.res.body, c.res));
  };
}
