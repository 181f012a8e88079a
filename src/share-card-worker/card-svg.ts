// A card model as one SVG document, every text fitted to its box by the measure it is given.
import type { CardModel } from '../lib/card-model';
import { H, W, makePen } from './card-frame';
import { matchLayout } from './match-layout';
import { playerLayout } from './player-layout';
import { tableLayout } from './table-layout';
import { teamLayout } from './team-layout';
import type { Measure } from './svg-text';

export function cardSvg(model: CardModel, measure: Measure): string {
  const pen = makePen(model, measure);
  const body =
    model.kind === 'match' ? matchLayout(pen, model)
    : model.kind === 'player' ? playerLayout(pen, model)
    : model.kind === 'team' ? teamLayout(pen, model)
    : tableLayout(pen, model);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;
}
