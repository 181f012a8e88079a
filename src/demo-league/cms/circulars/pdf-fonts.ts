// Helvetica's glyph widths and WinAnsi codes: enough of the standard 14 fonts to wrap Latin text without embedding a font.

/** Advance widths (thousandths of the font size) of ASCII 32–126, from Adobe's Helvetica AFM. */
const REGULAR_ASCII = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
  1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
  333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
  556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

/** The same for Helvetica-Bold. */
const BOLD_ASCII = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,
  975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,
  333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,
  611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];

/** Characters WinAnsiEncoding places in 0x80–0x9F, where it departs from Latin-1. */
const WIN_ANSI_EXTRA: Readonly<Record<string, number>> = {
  '€': 0x80, '‚': 0x82, 'ƒ': 0x83, '„': 0x84, '…': 0x85, '†': 0x86, '‡': 0x87, 'ˆ': 0x88, '‰': 0x89,
  'Š': 0x8a, '‹': 0x8b, 'Œ': 0x8c, 'Ž': 0x8e, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95,
  '–': 0x96, '—': 0x97, '˜': 0x98, '™': 0x99, 'š': 0x9a, '›': 0x9b, 'œ': 0x9c, 'ž': 0x9e, 'Ÿ': 0x9f,
};

// Glyphs outside ASCII whose width is not that of a plain letter they decompose to.
const SPECIAL_WIDTHS: Readonly<Record<string, readonly [number, number]>> = {
  '‘': [222, 278], '’': [222, 278], '‚': [222, 278], '“': [333, 500], '”': [333, 500], '„': [333, 500],
  '–': [556, 556], '—': [1000, 1000], '…': [1000, 1000], '€': [556, 556], '•': [350, 350],
  '«': [556, 556], '»': [556, 556], '‹': [333, 333], '›': [333, 333], '¡': [333, 333], '¿': [611, 611],
  'º': [365, 365], 'ª': [370, 370], '°': [400, 400], '·': [278, 278], '×': [584, 584], 'ß': [611, 611],
  'æ': [889, 889], 'Æ': [1000, 1000], 'ø': [611, 611], 'Ø': [778, 778], 'œ': [944, 944], 'Œ': [1000, 1000],
  '\u00a0': [278, 278], '™': [1000, 1000],
};

/** The WinAnsi byte of a character, or undefined when Helvetica cannot show it. */
export function toWinAnsiByte(char: string): number | undefined {
  const code = char.codePointAt(0) ?? 0;
  if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) return code;
  // A narrow no-break space (French punctuation) prints as a plain no-break space.
  if (code === 0x202f) return 0xa0;
  return WIN_ANSI_EXTRA[char];
}

const FROM_WIN_ANSI_EXTRA = new Map(Object.entries(WIN_ANSI_EXTRA).map(([char, byte]) => [byte, char]));

/** The character a WinAnsi byte prints (reading back what was written). */
export function fromWinAnsiByte(byte: number): string {
  return FROM_WIN_ANSI_EXTRA.get(byte) ?? String.fromCharCode(byte);
}

/** Whether every character of the text can be written with the standard Helvetica fonts. */
export function isWinAnsiText(text: string): boolean {
  return [...text].every((char) => toWinAnsiByte(char) !== undefined);
}

export function glyphWidth(char: string, bold: boolean): number {
  const table = bold ? BOLD_ASCII : REGULAR_ASCII;
  const code = char.codePointAt(0) ?? 0;
  if (code >= 0x20 && code <= 0x7e) return table[code - 0x20] ?? 556;
  const special = SPECIAL_WIDTHS[char === '\u202f' ? '\u00a0' : char];
  if (special) return bold ? special[1] : special[0];
  // An accented letter is as wide as its base letter.
  const base = char.normalize('NFD')[0] ?? '';
  const baseCode = base.codePointAt(0) ?? 0;
  return baseCode >= 0x20 && baseCode <= 0x7e ? (table[baseCode - 0x20] ?? 556) : 556;
}

/** The text's width in points at the given size. */
export function textWidth(text: string, size: number, bold: boolean): number {
  let total = 0;
  for (const char of text) total += glyphWidth(char, bold);
  return (total * size) / 1000;
}
