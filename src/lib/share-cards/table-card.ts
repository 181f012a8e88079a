import { SHARE_CARDS } from '../../config/share-cards';
import type { CardModel } from '../card-model';
import type { CompetitionApi } from '../competition/api';
import { loadTables } from '../tables';
import { toCardCrest } from './card-crest';
import { cardFrame, cardText, type CardInput } from './card-frame';

/** The top of the region's table: its first group with standings, position, team and points. */
export async function buildTableCard(api: CompetitionApi, input: CardInput & { title: string }): Promise<Extract<CardModel, { kind: 'table' }> | undefined> {
  const { edition, region, lang, t } = input;
  if (!region) return undefined;
  const { tables } = await loadTables(api, { genders: edition.genders, competitions: region.competitionId, lang });
  const first = tables.find((table) => (table.standings?.standings.length ?? 0) > 0);
  if (!first?.standings) return undefined;
  const rows = [...first.standings.standings].sort((a, b) => a.rank - b.rank).slice(0, SHARE_CARDS.tableRows);
  const grouped = tables.length > 1 ? ` · ${first.group.name}` : '';
  return {
    ...cardFrame(input),
    kind: 'table',
    title: cardText(`${input.title}${grouped}`),
    pointsLabel: t('cards.points'),
    rows: rows.map((row) => ({
      position: String(row.rank),
      name: cardText(row.team?.name ?? '—'),
      points: String(row.points),
      crest: toCardCrest(row.team ?? { id: row.teamId, shortName: '?' }),
    })),
  };
}

export function tableCardAlt(model: Extract<CardModel, { kind: 'table' }>, t: CardInput['t']): string {
  return t('cards.alt.table', { title: `${model.brand} · ${model.title}`, count: model.rows.length });
}
