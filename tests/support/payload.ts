// The framework's payload as a page carries it: RSC text pushed by inline scripts (rsc-html-stream).

const PUSH = /\(self\.__FLIGHT_DATA\|\|=\[\]\)\.push\(("(?:[^"\\]|\\.)*")\)/g;

/** The inline scripts of a page, in document order. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
}

/** The RSC text a page's inline scripts push, decoded, in order ('' when the page carries none). */
export function payloadOf(html: string): string {
  return inlineScripts(html)
    .flatMap((script) => [...script.matchAll(PUSH)])
    .map((push) => JSON.parse(push[1]!.replace(/<\\!--/g, '<!--').replace(/<\/\\(script)/gi, '</$1')) as string)
    .join('');
}

/** The client components a payload references, by export name, in order. */
export function clientReferencesOf(payload: string): string[] {
  return [...payload.matchAll(/[0-9a-f]+:I\["[^"]*",\[[^\]]*\],"([^"]+)"/g)].map((match) => match[1]!);
}
