// Every text fits its box (issue 33): a long name is set smaller, then wrapped, then, only past
// the smallest size and the last line, cut with an ellipsis. Widths are measured by the renderer
// that draws them, so a shaped Arabic name is measured as it is drawn.
import type { Measure, TextStyle } from './svg-text';

export type FitBox = { maxWidth: number; maxLines: number; size: number; minSize: number; weight: TextStyle['weight'] };
export type FittedText = { lines: string[]; style: TextStyle };

const ELLIPSIS = '…';

/** Words to lines of at most maxWidth; a word wider than a line is broken by characters. */
function wrap(text: string, style: TextStyle, maxWidth: number, measure: Measure): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate, style) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    let rest = word;
    while ([...rest].length > 1 && measure(rest, style) > maxWidth) {
      const chars = [...rest];
      let take = chars.length - 1;
      while (take > 1 && measure(chars.slice(0, take).join(''), style) > maxWidth) take--;
      lines.push(chars.slice(0, take).join(''));
      rest = chars.slice(take).join('');
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

/** The longest start of `text` that fits with an ellipsis after it. */
function cut(text: string, style: TextStyle, maxWidth: number, measure: Measure): string {
  if (measure(text, style) <= maxWidth) return text;
  const chars = [...text];
  let low = 0;
  let high = chars.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (measure(`${chars.slice(0, middle).join('').trimEnd()}${ELLIPSIS}`, style) <= maxWidth) low = middle;
    else high = middle - 1;
  }
  return `${chars.slice(0, low).join('').trimEnd()}${ELLIPSIS}`;
}

export function fitText(text: string, box: FitBox, measure: Measure): FittedText {
  const clean = text.replace(/\s+/g, ' ').trim();
  for (let size = box.size; size >= box.minSize; size -= 2) {
    const style: TextStyle = { size, weight: box.weight };
    if (measure(clean, style) <= box.maxWidth) return { lines: [clean], style };
    if (box.maxLines > 1) {
      const lines = wrap(clean, style, box.maxWidth, measure);
      if (lines.length <= box.maxLines) return { lines, style };
    }
  }
  const style: TextStyle = { size: box.minSize, weight: box.weight };
  const lines = box.maxLines > 1 ? wrap(clean, style, box.maxWidth, measure) : [clean];
  const kept = lines.slice(0, box.maxLines);
  const last = kept.length - 1;
  const rest = lines.slice(last).join(' ');
  kept[last] = cut(rest, style, box.maxWidth, measure);
  return { lines: kept, style };
}
