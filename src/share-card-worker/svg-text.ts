// The few SVG pieces every card is made of. Text is SVG <text>, shaped and laid out right to left
// by resvg (rustybuzz and unicode-bidi), so Arabic needs nothing of its own here (ADR 049).

export const FONT_FAMILY = 'DejaVu Sans';

export type TextStyle = { size: number; weight: 400 | 700 };

/** How wide a text is drawn, in pixels, at a style: the renderer's own shaping measures it. */
export type Measure = (text: string, style: TextStyle) => number;

export type Anchor = 'start' | 'middle' | 'end';

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export type TextLine = {
  text: string;
  x: number;
  y: number;
  style: TextStyle;
  fill: string;
  /** The side the text hangs from, as painted: resvg anchors by the page's left and right, not by the text's direction. */
  anchor: Anchor;
  dir: 'ltr' | 'rtl';
};

/**
 * resvg lays a paragraph out from the left whatever `direction` says: an Arabic line is embedded
 * right to left (U+202B … U+202C), so "حارس مرمى · Atlético" starts on the right and a score
 * "7–8" reads as the page shows it, the home side's goals on the right.
 */
export function inDirection(text: string, dir: 'ltr' | 'rtl'): string {
  return dir === 'rtl' ? `\u202B${text}\u202C` : text;
}

export function textElement({ text, x, y, style, fill, anchor, dir }: TextLine): string {
  return (
    `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-family="${FONT_FAMILY}" font-size="${style.size}" font-weight="${style.weight}" ` +
    `fill="${fill}" text-anchor="${anchor}" direction="${dir}">${escapeXml(inDirection(text, dir))}</text>`
  );
}

/** A card's horizontal axis for its language: in Arabic, what starts on the left starts on the right. */
export function mirror(width: number, dir: 'ltr' | 'rtl') {
  const rtl = dir === 'rtl';
  return {
    x: (fromStart: number) => (rtl ? width - fromStart : fromStart),
    /** The anchor of a text hanging from its line's start (or end). */
    start: (rtl ? 'end' : 'start') as Anchor,
    end: (rtl ? 'start' : 'end') as Anchor,
  };
}
