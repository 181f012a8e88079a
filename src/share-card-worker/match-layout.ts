import type { CardModel } from '../lib/card-model';
import { crestElement } from './crest';
import { H, MARGIN, W, frameElements, type Pen } from './card-frame';

type MatchCard = Extract<CardModel, { kind: 'match' }>;

/** Home | score or kick-off | away, mirrored around the centre in Arabic as the pages are. */
export function matchLayout(pen: Pen, model: MatchCard): string {
  const { theme } = model;
  const [homeX, awayX] = model.dir === 'rtl' ? [W - 270, 270] : [270, W - 270];
  const parts = [frameElements(pen)];
  parts.push(pen.line(model.caption, { maxWidth: W - 2 * MARGIN, size: 28, minSize: 18, weight: 400 }, { x: pen.axis.x(MARGIN), y: 128, anchor: pen.axis.start, fill: theme.muted }));
  for (const [side, x, id] of [[model.home, homeX, 'h'], [model.away, awayX, 'a']] as const) {
    parts.push(crestElement(side.crest, x, 300, 190, `crest-${id}`));
    parts.push(pen.block(side.name, { maxWidth: 380, maxLines: 3, size: 44, minSize: 22, weight: 700 }, { x, middleY: 490, anchor: 'middle', fill: theme.ink, lineHeight: 1.1 }).svg);
  }
  if (model.status) {
    const fill = model.status.live ? '#d7263d' : theme.panel;
    const label = pen.block(model.status.text, { maxWidth: 260, maxLines: 1, size: 28, minSize: 16, weight: 700 }, { x: W / 2, middleY: 222, anchor: 'middle', fill: '#ffffff' });
    const width = Math.min(300, label.fitted.lines.reduce((widest, line) => Math.max(widest, pen.measure(line, label.fitted.style)), 0) + 40);
    parts.push(`<rect x="${W / 2 - width / 2}" y="196" width="${width}" height="52" rx="26" fill="${fill}"/>`, label.svg);
  }
  parts.push(pen.block(model.centre, { maxWidth: 300, maxLines: 1, size: 112, minSize: 40, weight: 700 }, { x: W / 2, middleY: 330, anchor: 'middle', fill: theme.ink }).svg);
  if (model.detail) {
    parts.push(pen.block(model.detail, { maxWidth: 320, maxLines: 2, size: 30, minSize: 18, weight: 400 }, { x: W / 2, middleY: 430, anchor: 'middle', fill: theme.muted }).svg);
  }
  if (model.fans) {
    parts.push(pen.block(model.fans, { maxWidth: W - 2 * MARGIN, maxLines: 1, size: 30, minSize: 18, weight: 700 }, { x: W / 2, middleY: 585, anchor: 'middle', fill: theme.accent }).svg);
  }
  parts.push(`<rect y="${H - 12}" width="${W}" height="12" fill="${theme.accent}"/>`);
  return parts.join('');
}
