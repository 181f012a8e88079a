import type { CardModel } from '../lib/card-model';
import { crestElement } from './crest';
import { MARGIN, W, frameElements, type Pen } from './card-frame';

type TeamCard = Extract<CardModel, { kind: 'team' }>;

const CREST_SIDE = 440;
const FORM_COLOURS = { win: '#2e9d5b', draw: '#7a7a7a', loss: '#c8413b' } as const;

/** The crest large at the start side; name, place in the table and the last five results beside it. */
export function teamLayout(pen: Pen, model: TeamCard): string {
  const { theme } = model;
  const rtl = model.dir === 'rtl';
  const parts = [frameElements(pen)];
  parts.push(crestElement(model.crest, rtl ? W - CREST_SIDE / 2 : CREST_SIDE / 2, 350, 300, 'crest-t'));
  const textX = pen.axis.x(CREST_SIDE);
  const textWidth = W - CREST_SIDE - MARGIN;
  parts.push(pen.block(model.name, { maxWidth: textWidth, maxLines: 2, size: 76, minSize: 32, weight: 700 }, { x: textX, middleY: 200, anchor: pen.axis.start, fill: theme.ink, lineHeight: 1.05 }).svg);
  if (model.standing) parts.push(pen.line(model.standing, { maxWidth: textWidth, size: 36, minSize: 20, weight: 700 }, { x: textX, y: 345, anchor: pen.axis.start, fill: theme.accent }));
  parts.push(pen.line(model.formLabel, { maxWidth: textWidth, size: 28, minSize: 18, weight: 400 }, { x: textX, y: 430, anchor: pen.axis.start, fill: theme.muted }));
  model.form.forEach((entry, index) => {
    // Oldest first, in reading order: in Arabic the oldest is on the right.
    const fromStart = CREST_SIDE + index * 100;
    const left = rtl ? W - fromStart - 84 : fromStart;
    parts.push(`<rect x="${left}" y="460" width="84" height="84" rx="14" fill="${FORM_COLOURS[entry.outcome]}"/>`);
    parts.push(pen.block(entry.letter, { maxWidth: 70, maxLines: 1, size: 44, minSize: 16, weight: 700 }, { x: left + 42, middleY: 502, anchor: 'middle', fill: '#ffffff' }).svg);
  });
  return parts.join('');
}
