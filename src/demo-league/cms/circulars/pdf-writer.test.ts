import { describe, expect, it } from 'vitest';
import { isWinAnsiText, textWidth } from './pdf-fonts';
import { inspectPdf, readPrintedText } from './inspect-pdf';
import { renderTextPdf, type PdfDocument } from './pdf-writer';

const CREATED = Date.UTC(2026, 2, 12, 15, 30, 0);
const document = (blocks: PdfDocument['blocks']): PdfDocument => ({
  title: 'Circular 07/2026 – Prueba',
  author: 'Kings League Spain',
  subject: 'Una prueba',
  language: 'es-ES',
  created: CREATED,
  blocks,
  footer: 'Kings League Spain · Circular 07/2026',
});

const PARAGRAPH = 'El Comité de Competición, reunido tras la jornada, ha resuelto lo siguiente sobre los partidos disputados. ';

describe('renderTextPdf', () => {
  it('writes a PDF 1.4 file whose cross-references, stream lengths and page count a reader can follow', () => {
    const bytes = renderTextPdf(document([{ style: 'title', text: 'Circular 07/2026' }, { style: 'body', text: PARAGRAPH }]));
    const { problems, pageCount } = inspectPdf(bytes);
    expect(problems).toEqual([]);
    expect(pageCount).toBe(1);
    expect(new TextDecoder('latin1').decode(bytes.slice(0, 5))).toBe('%PDF-');
    expect(new TextDecoder('latin1').decode(bytes.slice(-6))).toBe('%%EOF\n');
  });

  it('gives the same bytes for the same document', () => {
    const blocks = [{ style: 'body', text: PARAGRAPH } as const];
    expect(renderTextPdf(document(blocks))).toEqual(renderTextPdf(document(blocks)));
  });

  it('flows long text onto further pages, each listed and numbered', () => {
    const blocks = Array.from({ length: 40 }, () => ({ style: 'body', text: PARAGRAPH.repeat(3) }) as const);
    const { problems, pageCount, content } = inspectPdf(renderTextPdf(document(blocks)));
    expect(problems).toEqual([]);
    expect(pageCount).toBeGreaterThan(2);
    expect(readPrintedText(content)).toContain(`Circular 07/2026 · ${pageCount}/${pageCount}`);
  });

  it('prints accents, curly quotes and dashes in WinAnsi, and escapes PDF delimiters', () => {
    const line = 'Jabalíes (2ª) – “gol” \\ l’arbitro: 1.º, ¿sí? ¡ya! ß ç ã';
    const { problems, content } = inspectPdf(renderTextPdf(document([{ style: 'body', text: line }])));
    expect(problems).toEqual([]);
    expect(readPrintedText(content)).toContain(line);
    expect(content).not.toMatch(/[^\x0a\x20-\x7e]/);
  });

  it('replaces what Helvetica cannot show instead of writing broken bytes', () => {
    expect(isWinAnsiText('Circolare 07/2026 – è già')).toBe(true);
    expect(isWinAnsiText('لائحة')).toBe(false);
    const { problems, content } = inspectPdf(renderTextPdf(document([{ style: 'body', text: 'Regla لائحة' }])));
    expect(problems).toEqual([]);
    expect(readPrintedText(content)).toContain('Regla ?????');
  });

  it('keeps every line inside the page’s margins', () => {
    const { content } = inspectPdf(renderTextPdf(document([{ style: 'body', text: PARAGRAPH.repeat(4) }, { style: 'item', text: PARAGRAPH }])));
    for (const match of content.matchAll(/\/F(\d) ([\d.]+) Tf 1 0 0 1 ([\d.]+) [\d.]+ Tm \(((?:\\.|[^\\)])*)\) Tj/g)) {
      const [, font, size, x, raw] = match;
      const printed = readPrintedText(`(${raw}) Tj`);
      expect(Number(x) + textWidth(printed, Number(size), font === '2')).toBeLessThanOrEqual(595 - 64 + 0.5);
    }
  });
});
