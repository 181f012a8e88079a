// A page's share card as a crawler finds it: the head's og:image tags, and the PNG's own size.

export type CardTags = { image?: string; width?: string; height?: string; alt?: string; twitterCard?: string; lang?: string };

const attr = (html: string, pattern: RegExp) => html.match(pattern)?.[1]?.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"');

export function cardTags(html: string): CardTags {
  return {
    image: attr(html, /property="og:image" content="([^"]+)"/),
    width: attr(html, /property="og:image:width" content="([^"]+)"/),
    height: attr(html, /property="og:image:height" content="([^"]+)"/),
    alt: attr(html, /property="og:image:alt" content="([^"]+)"/),
    twitterCard: attr(html, /name="twitter:card" content="([^"]+)"/),
    lang: attr(html, /<html[^>]* lang="([^"]+)"/),
  };
}

/** The path of an absolute og:image on the server under test (the head names the production domain). */
export const onServer = (base: string, image: string) => `${base}${new URL(image).pathname}`;

/** A PNG's signature and its IHDR's width and height. */
export function pngSize(bytes: Uint8Array): { png: boolean; width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const png = bytes.byteLength > 24 && [0x89, 0x50, 0x4e, 0x47].every((byte, index) => bytes[index] === byte);
  return { png, width: png ? view.getUint32(16) : 0, height: png ? view.getUint32(20) : 0 };
}

/** The first link of a page whose address starts with `prefix` and names one thing (`/…/teams/2-atletico-centella`). */
export async function firstEntityLink(url: string, prefix: string): Promise<string> {
  const html = await (await fetch(url)).text();
  const found = html.match(new RegExp(`href="(${prefix}/\\d+-[^"/?]+)"`));
  if (!found) throw new Error(`no link under ${prefix} on ${url}`);
  return found[1]!;
}

/** Every page family with a card, in a language, found by following the site's own links. */
export async function cardPages(base: string, lang: 'en' | 'ar', region = 'espana') {
  // English and Arabic share the route words of these pages (`teams`, `players`, `matches`, `tables`).
  const team = await firstEntityLink(`${base}/${lang}/${region}/teams`, `/${lang}/${region}/teams`);
  const player = await firstEntityLink(`${base}${team}`, `/${lang}/${region}/players`);
  const match = await firstEntityLink(`${base}/${lang}/${region}/matches`, `/${lang}/${region}/matches`);
  return { table: `/${lang}/${region}/tables`, team, player, match };
}
