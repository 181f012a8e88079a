import { decodeEntities } from './sanitize';

// Whether an excerpt is the body's own text, and so no standfirst. Without a hand-written excerpt
// WordPress 6.1 generates one (wp_trim_excerpt): it renders the body without the blocks it leaves
// out (pictures, buttons, and lists written in the block editor, whose items are blocks of their
// own), strips every tag, runs what is left together with spaces and keeps the first 55 words,
// ending " [&hellip;]". A heading is then glued into the sentence before it, and a list or a
// picture between two paragraphs leaves a gap the body does not have.

/** Text reduced to its letters and digits, lowercased: how an excerpt is compared with a body. */
function toComparable(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

// Tags that start or end a block of text; any other tag sits inside one (a link, a <strong>, a <button>).
const BLOCK_BOUNDARY = /<\/?(?:address|article|aside|blockquote|caption|dd|details|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|li|ol|p|pre|section|summary|table|tbody|td|tfoot|th|thead|tr|ul)\b[^>]*>/gi;

/** The body's blocks of text in order, each reduced as the excerpt is; empty ones left out. */
function toBlockTexts(html: string): string[] {
  return html
    .split(BLOCK_BOUNDARY)
    .map((block) => toComparable(decodeEntities(block.replace(/<[^>]*>/g, ''))))
    .filter(Boolean);
}

/**
 * Whether `excerpt` is some of the body's blocks, whole and in order, the last one possibly cut:
 * the positions in the excerpt reached so far are carried block by block, each block either
 * skipped (left out of a generated excerpt) or read on from one of them.
 */
function isMadeOfBlocks(excerpt: string, blocks: readonly string[]): boolean {
  let reached = new Set([0]);
  for (const block of blocks) {
    const next = new Set(reached);
    for (const at of reached) {
      const rest = excerpt.slice(at);
      if (block.startsWith(rest)) return true;
      if (rest.startsWith(block)) next.add(at + block.length);
    }
    reached = next;
  }
  return reached.has(excerpt.length);
}

/** Whether the excerpt's text is in the body: a run of the body's text, or its blocks with some left out. */
function isBodyText(words: string, body: string): boolean {
  const blocks = toBlockTexts(body);
  return blocks.join('').includes(words) || isMadeOfBlocks(words, blocks);
}

/**
 * The excerpt as a standfirst, or undefined when it is the body's own text. The body is read as
 * the CMS wrote it and as the page shows it: a generated excerpt keeps text the sanitiser takes
 * out (a <button>'s label), and leaves out blocks the page keeps.
 */
export function toStandfirst(excerpt: string, ...bodies: readonly string[]): string | undefined {
  const words = toComparable(excerpt.replace(/\s*(?:\[…\]|…)$/, ''));
  if (!words) return undefined;
  return bodies.some((body) => isBodyText(words, body)) ? undefined : excerpt;
}
