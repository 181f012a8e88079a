// A small PDF 1.4 writer for text documents (circulars, the Book of Rules): A4 pages, Helvetica,
// wrapped paragraphs and lists, a footer with page numbers. Nothing is compressed or embedded, so
// the bytes are the same on every run and any reader can open them.
import { fnv1a } from '../../seeded-random';
import { textWidth, toWinAnsiByte } from './pdf-fonts';

export type PdfBlockStyle = 'kicker' | 'title' | 'meta' | 'heading' | 'body' | 'item' | 'signature';
export type PdfBlock = { style: PdfBlockStyle; text: string };

export type PdfDocument = {
  title: string;
  author: string;
  subject: string;
  /** BCP 47 tag of the text, for screen readers. */
  language: string;
  /** Milliseconds since 1970. */
  created: number;
  blocks: readonly PdfBlock[];
  /** Printed at the foot of every page, followed by the page number. */
  footer: string;
};

type Style = { size: number; leading: number; gap: number; bold: boolean; indent: number; gray?: boolean };

const STYLES: Readonly<Record<PdfBlockStyle, Style>> = {
  kicker: { size: 10, leading: 14, gap: 0, bold: true, indent: 0, gray: true },
  title: { size: 17, leading: 22, gap: 6, bold: true, indent: 0 },
  meta: { size: 10, leading: 14, gap: 4, bold: false, indent: 0, gray: true },
  heading: { size: 12.5, leading: 17, gap: 13, bold: true, indent: 0 },
  body: { size: 10.5, leading: 14.5, gap: 7, bold: false, indent: 0 },
  item: { size: 10.5, leading: 14.5, gap: 4, bold: false, indent: 16 },
  signature: { size: 10.5, leading: 14.5, gap: 18, bold: true, indent: 0 },
};

const PAGE = { width: 595, height: 842, margin: 64, top: 770, bottom: 84, footer: 44 };
const TEXT_WIDTH = PAGE.width - 2 * PAGE.margin;

type Line = { x: number; y: number; text: string; size: number; bold: boolean; gray: boolean };

function wrap(text: string, width: number, size: number, bold: boolean): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && textWidth(candidate, size, bold) > width) {
      lines.push(current);
      current = word;
    } else current = candidate;
  }
  if (current) lines.push(current);
  return lines;
}

function layOut(blocks: readonly PdfBlock[]): Line[][] {
  let page: Line[] = [];
  const pages = [page];
  let y = PAGE.top;
  const newPage = () => {
    page = [];
    pages.push(page);
    y = PAGE.top;
  };
  for (const block of blocks) {
    const style = STYLES[block.style];
    if (page.length > 0) y -= style.gap;
    // A heading keeps at least two lines of what follows it on its page.
    const needed = style.leading * (block.style === 'heading' ? 3 : 1);
    if (page.length > 0 && y - needed < PAGE.bottom) newPage();
    wrap(block.text, TEXT_WIDTH - style.indent, style.size, style.bold).forEach((text, index) => {
      if (y - style.leading < PAGE.bottom) newPage();
      y -= style.leading;
      const x = PAGE.margin + style.indent;
      if (block.style === 'item' && index === 0) page.push({ x: x - 11, y, text: '–', size: style.size, bold: false, gray: false });
      page.push({ x, y, text, size: style.size, bold: style.bold, gray: style.gray ?? false });
    });
  }
  return pages;
}

const number = (value: number) => String(Math.round(value * 100) / 100);

/** A PDF string literal in WinAnsi bytes: delimiters escaped, bytes outside printable ASCII written in octal. */
function pdfString(text: string): string {
  let out = '(';
  for (const char of text) {
    const byte = toWinAnsiByte(char) ?? 0x3f;
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) out += `\\${String.fromCharCode(byte)}`;
    else if (byte < 0x20 || byte > 0x7e) out += `\\${byte.toString(8).padStart(3, '0')}`;
    else out += String.fromCharCode(byte);
  }
  return `${out})`;
}

/** A text string for the document information: UTF-16BE with its byte order mark, in hex. */
function pdfTextString(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).toUpperCase().padStart(4, '0');
  return `<${hex}>`;
}

function pdfDate(time: number): string {
  const iso = new Date(time).toISOString();
  return `(D:${iso.slice(0, 19).replace(/[-T:]/g, '')}Z)`;
}

function contentStream(lines: readonly Line[], footer: string): string {
  const ops = lines.map((line) => {
    const font = line.bold ? '/F2' : '/F1';
    const color = line.gray ? '0.35 g ' : '';
    return `${color}BT ${font} ${number(line.size)} Tf 1 0 0 1 ${number(line.x)} ${number(line.y)} Tm ${pdfString(line.text)} Tj ET${line.gray ? ' 0 g' : ''}`;
  });
  ops.push(`0.6 G 0.5 w ${PAGE.margin} ${PAGE.footer + 14} m ${PAGE.width - PAGE.margin} ${PAGE.footer + 14} l S 0 G`);
  ops.push(`0.35 g BT /F1 8 Tf 1 0 0 1 ${PAGE.margin} ${PAGE.footer} Tm ${pdfString(footer)} Tj ET 0 g`);
  return `${ops.join('\n')}\n`;
}

/** The document as PDF 1.4 bytes: every object at the offset its cross-reference entry gives. */
export function renderTextPdf(doc: PdfDocument): Uint8Array<ArrayBuffer> {
  const pages = layOut(doc.blocks);
  const firstPage = 6;
  const pageRefs = pages.map((_, index) => `${firstPage + 2 * index} 0 R`);
  const objects: string[] = [
    `<< /Type /Catalog /Pages 2 0 R /Lang ${pdfString(doc.language)} /ViewerPreferences << /DisplayDocTitle true >> >>`,
    `<< /Type /Pages /Kids [${pageRefs.join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title ${pdfTextString(doc.title)} /Author ${pdfTextString(doc.author)} /Subject ${pdfTextString(doc.subject)} ` +
      `/CreationDate ${pdfDate(doc.created)} /ModDate ${pdfDate(doc.created)} >>`,
  ];
  pages.forEach((lines, index) => {
    const stream = contentStream(lines, `${doc.footer} · ${index + 1}/${pages.length}`);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${firstPage + 2 * index + 1} 0 R >>`,
      `<< /Length ${stream.length} >>\nstream\n${stream}endstream`,
    );
  });

  // Every string here holds one character per byte (the content is ASCII, the marker Latin-1).
  let out = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets = objects.map((body, index) => {
    const offset = out.length;
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  const id = [1, 2, 3, 4].map((salt) => fnv1a(`${salt}:${doc.title}:${doc.created}`).toString(16).padStart(8, '0')).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R /ID [<${id}> <${id}>] >>\nstartxref\n${xref}\n%%EOF\n`;

  const bytes = new Uint8Array(out.length);
  for (let i = 0; i < out.length; i++) bytes[i] = out.charCodeAt(i);
  return bytes;
}
