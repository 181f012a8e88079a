import { CARD_SIZE, type CardModel } from '../lib/card-model';
import { fitText, type FitBox, type FittedText } from './fit-text';
import { mirror, textElement, type Anchor, type Measure } from './svg-text';

export const { width: W, height: H } = CARD_SIZE;
/** The margin every text keeps from the card's edges. */
export const MARGIN = 60;

export type Pen = {
  model: CardModel;
  measure: Measure;
  axis: ReturnType<typeof mirror>;
  /** Fits a text to a box and draws its lines, centred on `middleY` as a block. */
  block(text: string, box: FitBox, at: { x: number; middleY: number; anchor: Anchor; fill: string; lineHeight?: number }): { svg: string; fitted: FittedText };
  /** Fits a one-line text and draws it on a baseline. */
  line(text: string, box: Omit<FitBox, 'maxLines'>, at: { x: number; y: number; anchor: Anchor; fill: string }): string;
};

export function makePen(model: CardModel, measure: Measure): Pen {
  const axis = mirror(W, model.dir);
  const { dir } = model;
  return {
    model,
    measure,
    axis,
    block(text, box, { x, middleY, anchor, fill, lineHeight = 1.15 }) {
      const fitted = fitText(text, box, measure);
      const step = fitted.style.size * lineHeight;
      const first = middleY - ((fitted.lines.length - 1) * step) / 2 + fitted.style.size * 0.36;
      const svg = fitted.lines.map((text, index) => textElement({ text, x, y: first + index * step, style: fitted.style, fill, anchor, dir })).join('');
      return { svg, fitted };
    },
    line(text, box, { x, y, anchor, fill }) {
      const fitted = fitText(text, { ...box, maxLines: 1 }, measure);
      return textElement({ text: fitted.lines[0] ?? '', x, y, style: fitted.style, fill, anchor, dir });
    },
  };
}

/** The edition's ground, its accent along the top and the league's name. */
export function frameElements(pen: Pen): string {
  const { theme, brand } = pen.model;
  return (
    `<rect width="${W}" height="${H}" fill="${theme.background}"/>` +
    `<rect width="${W}" height="12" fill="${theme.accent}"/>` +
    pen.line(brand, { maxWidth: W - 2 * MARGIN, size: 34, minSize: 20, weight: 700 }, { x: pen.axis.x(MARGIN), y: 82, anchor: pen.axis.start, fill: theme.accent })
  );
}
