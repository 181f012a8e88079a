// Sanitised HTML with every element closed where it was opened, so a fragment of it (one FAQ's
// answer, one section of the regulation) can be placed anywhere without closing the page's own
// elements early. It reads only what sanitizePostHtml writes: `<tag attr="…">`, `</tag>`, and
// text in which `<` and `>` are always escaped.

const TAG = /<(\/?)([a-z][a-z0-9]*)(?:\s[^>]*)?>/g;

/** Closes what was left open, drops closers with nothing to close, and closes inner elements a closer skips. */
export function balanceHtml(html: string, voidTags: readonly string[]): string {
  const open: string[] = [];
  const out = html.replace(TAG, (tag, closing: string, name: string) => {
    if (voidTags.includes(name)) return closing ? '' : tag;
    if (!closing) {
      open.push(name);
      return tag;
    }
    const at = open.lastIndexOf(name);
    if (at === -1) return '';
    const skipped = open.splice(at).slice(1).reverse();
    return skipped.map((inner) => `</${inner}>`).join('') + tag;
  });
  return out + [...open].reverse().map((name) => `</${name}>`).join('');
}

export type HtmlPiece = { kind: 'open' | 'close' | 'void'; name: string; html: string } | { kind: 'text'; html: string };

/** Balanced, sanitised HTML as a flat list of tags and text, in order. */
export function tokenizeHtml(html: string, voidTags: readonly string[]): HtmlPiece[] {
  const pieces: HtmlPiece[] = [];
  let last = 0;
  for (const found of html.matchAll(TAG)) {
    const [tag, closing, name = ''] = found;
    if (found.index > last) pieces.push({ kind: 'text', html: html.slice(last, found.index) });
    pieces.push({ kind: voidTags.includes(name) ? 'void' : closing ? 'close' : 'open', name, html: tag });
    last = found.index + tag.length;
  }
  if (last < html.length) pieces.push({ kind: 'text', html: html.slice(last) });
  return pieces;
}
