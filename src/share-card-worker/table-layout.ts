import type { CardModel } from '../lib/card-model';
import { crestElement } from './crest';
import { MARGIN, W, frameElements, type Pen } from './card-frame';

type TableCard = Extract<CardModel, { kind: 'table' }>;

const TOP = 175;
const ROW = 72;

/** The top of the table: position, crest, team and points, one row each. */
export function tableLayout(pen: Pen, model: TableCard): string {
  const { theme } = model;
  const { axis } = pen;
  const parts = [frameElements(pen)];
  parts.push(pen.line(model.title, { maxWidth: W - 2 * MARGIN - 140, size: 40, minSize: 22, weight: 700 }, { x: axis.x(MARGIN), y: 140, anchor: axis.start, fill: theme.ink }));
  parts.push(pen.line(model.pointsLabel, { maxWidth: 120, size: 26, minSize: 16, weight: 400 }, { x: axis.x(W - MARGIN), y: 140, anchor: axis.end, fill: theme.muted }));
  model.rows.forEach((row, index) => {
    const top = TOP + index * ROW;
    const middle = top + ROW / 2 - 4;
    if (index % 2 === 0) parts.push(`<rect x="${MARGIN - 20}" y="${top}" width="${W - 2 * MARGIN + 40}" height="${ROW - 8}" rx="10" fill="${theme.panel}"/>`);
    parts.push(pen.block(row.position, { maxWidth: 60, maxLines: 1, size: 34, minSize: 18, weight: 700 }, { x: axis.x(MARGIN + 30), middleY: middle, anchor: 'middle', fill: theme.accent }).svg);
    parts.push(crestElement(row.crest, axis.x(MARGIN + 110), middle, 52, `crest-r${index}`));
    parts.push(pen.block(row.name, { maxWidth: W - 2 * MARGIN - 300, maxLines: 1, size: 34, minSize: 20, weight: 700 }, { x: axis.x(MARGIN + 160), middleY: middle, anchor: axis.start, fill: theme.ink }).svg);
    parts.push(pen.block(row.points, { maxWidth: 110, maxLines: 1, size: 36, minSize: 20, weight: 700 }, { x: axis.x(W - MARGIN), middleY: middle, anchor: axis.end, fill: theme.ink }).svg);
  });
  return parts.join('');
}
