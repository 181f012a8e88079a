import { decodeEntities } from './sanitize';

// Whether an excerpt is one WordPress generated, and so no standfirst. Without a hand-written
// excerpt WordPress (wp_trim_excerpt) renders the body without the blocks excerpt_remove_blocks
// leaves out, strips it with wp_strip_all_tags (script and style go with their contents; every
// other element's text stays: a form's button, a pasted tweet), splits it at spaces, tabs and line
// breaks, keeps the first 55 words joined by single spaces and, when more followed, adds
// " [&hellip;]"; the excerpt filters then wrap it in "<p>…</p>\n". An excerpt is recognised by
// making it again that way, with each block WordPress may have left out either kept or not.

/** Words in WordPress's generated excerpt (the `excerpt_length` filter's default). */
const EXCERPT_LENGTH = 55;
/** What ends a generated excerpt that was cut (the `excerpt_more` filter's default). */
const EXCERPT_MORE = ' [&hellip;]';

// wp_strip_all_tags: script and style with what they hold, then PHP's strip_tags (tags, whose
// quoted attribute values may hold ">", and comments).
const SCRIPT_OR_STYLE = /<(script|style)[^>]*?>[\s\S]*?<\/\1>/gi;
const TAG = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][\w:-]*)(?:"[^"]*"|'[^']*'|[^'">])*(?:>|$)/g;
const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
/** wp_trim_words counts words split at these only (no other space, not even a no-break space). */
const WORD_GAP = /[\n\r\t ]+/g;

// Blocks whose text a generated excerpt keeps (excerpt_remove_blocks' allowed blocks, as their
// wrappers' classes name them); any other block's wrapper (a picture, an embed, buttons, a file)
// is left out. A list is kept or not by the WordPress version (6.1 drops its items, which are
// blocks of their own), and a classic post's markup names no block: it is all kept.
const KEPT_BLOCK_CLASSES = /^wp-block-(?:table|pullquote|quote|preformatted|verse|media-text|group|columns|column|heading|paragraph|list|freeform|html)$/;
const LIST_TAGS = new Set(['ul', 'ol']);

/** Whether a top-level element, opened by `openingTag`, may be a block a generated excerpt leaves out. */
function mayBeLeftOut(tag: string, openingTag: string): boolean {
  if (LIST_TAGS.has(tag)) return true;
  const classes = /\sclass\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(openingTag);
  const blocks = (classes?.[1] ?? classes?.[2] ?? '').split(/\s+/).filter((name) => /^wp-block-[a-z-]+$/.test(name));
  return blocks.length > 0 && !blocks.some((name) => KEPT_BLOCK_CLASSES.test(name));
}

type Piece = { text: string; optional: boolean };

/**
 * The body's top-level pieces in order, each an element with everything inside it, or the text
 * between two: the units excerpt_remove_blocks keeps or leaves out whole.
 */
function toTopLevelPieces(html: string): Piece[] {
  const pieces: Piece[] = [];
  const open: string[] = [];
  let start = 0;
  let optional = false;
  const cut = (end: number) => {
    if (end > start) pieces.push({ text: html.slice(start, end), optional });
    start = end;
    optional = false;
  };
  for (const match of html.matchAll(TAG)) {
    const [whole, closing, name] = match;
    if (!name) continue;
    const tag = name.toLowerCase();
    const end = match.index + whole.length;
    if (closing) {
      const at = open.lastIndexOf(tag);
      if (at === -1) continue;
      open.length = at;
      if (open.length === 0) cut(end);
    } else if (VOID_ELEMENTS.has(tag) || whole.endsWith('/>')) {
      if (open.length === 0) {
        cut(match.index);
        cut(end);
      }
    } else {
      if (open.length === 0) {
        cut(match.index);
        optional = mayBeLeftOut(tag, whole);
      }
      open.push(tag);
    }
  }
  cut(html.length);
  return pieces;
}

/**
 * Text as an excerpt and a body are compared: references decoded, wptexturize's curly quotes,
 * dashes, ellipses and multiplication signs as typed (the body is texturised once, the excerpt
 * again), and no word gaps (WordPress 6 writes one where a table's cells meet, which strip_tags
 * alone would not; the excerpt's words are counted on their own).
 */
function toComparable(text: string): string {
  return decodeEntities(text)
    .replace(/[‘’‚‛′]/g, "'")
    .replace(/[“”„″]/g, '"')
    .replace(/[–—-]+/g, '-')
    .replace(/…/g, '...')
    .replace(/×/g, 'x')
    .replace(/\s+/g, '');
}

/** A body piece as wp_strip_all_tags leaves it, compared as the excerpt is. */
function toPieceText({ text, optional }: Piece): Piece {
  return { text: toComparable(text.replace(TAG, '')), optional };
}

/**
 * Whether `text` is the body's opening with some optional pieces left out: every position of the
 * excerpt the kept pieces may reach is carried piece by piece. A cut excerpt is matched once more
 * text follows its end; an uncut one must be all the kept text there is.
 */
function isMadeOfPieces(text: string, pieces: readonly Piece[], wasCut: boolean): boolean {
  let reached = new Set([0]);
  for (const piece of pieces) {
    const next = new Set(piece.optional ? reached : []);
    for (const at of reached) {
      const rest = text.slice(at);
      if (rest.startsWith(piece.text)) next.add(at + piece.text.length);
      else if (wasCut && piece.text.startsWith(rest)) return true;
    }
    reached = next;
  }
  return !wasCut && reached.has(text.length);
}

/**
 * Whether `excerptHtml` (the REST API's `excerpt.rendered`) is an editor's own, and so a
 * standfirst: an excerpt WordPress generated from `contentHtml` (`content.rendered`) is not, and
 * neither is one with no words.
 */
export function isWrittenExcerpt(excerptHtml: string, contentHtml: string): boolean {
  const inner = excerptHtml.trim().replace(/^<p>/, '').replace(/<\/p>$/, '');
  const wasCut = inner.endsWith(EXCERPT_MORE);
  const kept = wasCut ? inner.slice(0, -EXCERPT_MORE.length) : inner;
  if (!/[\p{L}\p{N}]/u.test(decodeEntities(kept))) return false;
  const words = kept.split(WORD_GAP).filter(Boolean).length;
  if (wasCut ? words !== EXCERPT_LENGTH : words > EXCERPT_LENGTH) return true;
  const text = toComparable(kept);
  const pieces = toTopLevelPieces(contentHtml.replace(SCRIPT_OR_STYLE, '')).map(toPieceText);
  return !isMadeOfPieces(text, pieces, wasCut);
}
