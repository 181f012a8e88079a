// Reads back the structure of a PDF the demo writes, the way a reader would find its objects: the
// tests check every cross-reference offset, stream length and page count through it.
import { fromWinAnsiByte } from './pdf-fonts';

export type PdfInspection = {
  /** Everything found wrong; empty for a sound file. */
  problems: string[];
  pageCount: number;
  /** The page content streams, joined: where the printed text can be looked for. */
  content: string;
};

export function inspectPdf(bytes: Uint8Array): PdfInspection {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  const problems: string[] = [];
  if (!text.startsWith('%PDF-1.4\n')) problems.push('does not start with a PDF 1.4 header');
  const tail = /startxref\n(\d+)\n%%EOF\n$/.exec(text);
  if (!tail) problems.push('does not end with startxref and %%EOF');
  const xrefAt = Number(tail?.[1] ?? -1);
  if (text.slice(xrefAt, xrefAt + 5) !== 'xref\n') problems.push(`startxref ${xrefAt} does not point at the xref table`);

  const table = /^xref\n0 (\d+)\n/.exec(text.slice(xrefAt));
  const size = Number(table?.[1] ?? 0);
  const entriesAt = xrefAt + (table?.[0].length ?? 0);
  for (let index = 0; index < size; index++) {
    const entry = text.slice(entriesAt + index * 20, entriesAt + (index + 1) * 20);
    if (!/^\d{10} \d{5} [nf] \n$/.test(entry)) problems.push(`xref entry ${index} is not 20 bytes long: ${JSON.stringify(entry)}`);
    if (index === 0) continue;
    const offset = Number(entry.slice(0, 10));
    if (!text.startsWith(`${index} 0 obj\n`, offset)) problems.push(`object ${index} is not at offset ${offset}`);
  }
  if (!new RegExp(`trailer\\n<< /Size ${size} `).test(text)) problems.push('the trailer’s /Size does not match the xref table');

  const streams: string[] = [];
  for (const match of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const length = Number(match[1]);
    if (!text.startsWith('endstream', start + length)) problems.push(`a stream at ${start} is not ${length} bytes long`);
    streams.push(text.slice(start, start + length));
  }
  const pageCount = Number(/\/Type \/Pages \/Kids \[[^\]]*\] \/Count (\d+)/.exec(text)?.[1] ?? 0);
  if ((text.match(/\/Type \/Page /g) ?? []).length !== pageCount) problems.push('the page count does not match the page objects');
  return { problems, pageCount, content: streams.join('\n') };
}

/** The text a content stream prints, WinAnsi octal escapes decoded (for looking up words in tests). */
export function readPrintedText(content: string): string {
  const strings = [...content.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)].map((match) => match[1] ?? '');
  return strings
    .map((value) => value.replace(/\\([0-7]{3}|.)/g, (_, escape: string) => (escape.length === 3 ? fromWinAnsiByte(Number.parseInt(escape, 8)) : escape)))
    .join('\n');
}
