import type { CardModel } from '../lib/card-model';
import { crestElement } from './crest';
import { H, MARGIN, W, frameElements, type Pen } from './card-frame';

type PlayerCard = Extract<CardModel, { kind: 'player' }>;

const PANEL = 400;

/** Contrasting ink on a team colour. */
function inkOn(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b! > 0.4 ? '#000000' : '#ffffff';
}

/** The team's colours down the card's start side with the number; name, position and figures beside it. */
export function playerLayout(pen: Pen, model: PlayerCard): string {
  const { theme, colours } = model;
  const rtl = model.dir === 'rtl';
  const panelX = rtl ? W - PANEL : 0;
  const panelMiddle = rtl ? W - PANEL / 2 : PANEL / 2;
  const parts = [frameElements(pen)];
  // The panel under the brand's bar: the first colour, a band of the second.
  parts.push(`<rect x="${panelX}" y="120" width="${PANEL}" height="${H - 120}" fill="${colours.first}"/>`);
  const band = rtl ? `M${W} 470 L${W - PANEL} 390 V450 L${W} 530 Z` : `M0 470 L${PANEL} 390 V450 L0 530 Z`;
  parts.push(`<path d="${band}" fill="${colours.second}" opacity="0.85"/>`);
  if (model.number) {
    parts.push(pen.block(model.number, { maxWidth: PANEL - 80, maxLines: 1, size: 190, minSize: 60, weight: 700 }, { x: panelMiddle, middleY: 280, anchor: 'middle', fill: inkOn(colours.first) }).svg);
  }
  if (model.team) parts.push(crestElement(model.team.crest, panelMiddle, model.number ? 540 : 340, model.number ? 110 : 200, 'crest-p'));
  const textX = pen.axis.x(PANEL + MARGIN);
  const textWidth = W - PANEL - 2 * MARGIN;
  const name = pen.block(model.name, { maxWidth: textWidth, maxLines: 2, size: 72, minSize: 32, weight: 700 }, { x: textX, middleY: 215, anchor: pen.axis.start, fill: theme.ink, lineHeight: 1.1 });
  parts.push(name.svg);
  const role = [model.position, model.team?.name].filter(Boolean).join(' · ');
  parts.push(pen.line(role, { maxWidth: textWidth, size: 32, minSize: 20, weight: 400 }, { x: textX, y: 335, anchor: pen.axis.start, fill: theme.muted }));
  const count = model.stats.length;
  if (count > 0) {
    const gap = 20;
    const boxWidth = (textWidth - gap * (count - 1)) / count;
    model.stats.forEach((stat, index) => {
      const fromStart = PANEL + MARGIN + index * (boxWidth + gap);
      const left = rtl ? W - fromStart - boxWidth : fromStart;
      const middle = left + boxWidth / 2;
      parts.push(`<rect x="${left}" y="390" width="${boxWidth}" height="180" rx="16" fill="${theme.panel}"/>`);
      parts.push(pen.block(stat.value, { maxWidth: boxWidth - 30, maxLines: 1, size: 76, minSize: 30, weight: 700 }, { x: middle, middleY: 455, anchor: 'middle', fill: theme.accent }).svg);
      parts.push(pen.block(stat.label, { maxWidth: boxWidth - 24, maxLines: 2, size: 24, minSize: 16, weight: 400 }, { x: middle, middleY: 527, anchor: 'middle', fill: theme.ink, lineHeight: 1.1 }).svg);
    });
  }
  return parts.join('');
}
