import type { CardModel } from '../card-model';
import type { CompetitionApi } from '../competition/api';
import { formatOrdinal, getRecentForm } from '../competition';
import type { Team } from '../competition/types';
import { loadTables } from '../tables';
import { loadTeamPage } from '../teams';
import { toCardCrest } from './card-crest';
import { cardFrame, cardText, type CardInput } from './card-frame';

const OUTCOMES = { win: 'win', shootoutWin: 'win', draw: 'draw', shootoutLoss: 'loss', loss: 'loss' } as const;

/** A team's card: crest, name, its place in its season's table and its last five results. */
export async function buildTeamCard(api: CompetitionApi, team: Team, input: CardInput): Promise<Extract<CardModel, { kind: 'team' }> | undefined> {
  const { t, lang, edition, region } = input;
  const page = await loadTeamPage(api, team.id, { edition, region, lang, team });
  if (!page) return undefined;
  const tableRegion = page.seasonRegion ?? region;
  const tables = tableRegion ? await loadTables(api, { genders: edition.genders, competitions: tableRegion.competitionId, lang }) : undefined;
  const row = tables?.tables.flatMap((table) => table.standings?.standings ?? []).find((standing) => standing.teamId === team.id);
  const form = getRecentForm(page.matches, team.id).map((entry) => ({
    outcome: OUTCOMES[entry.outcome],
    letter: t('tables.form.letter', { outcome: entry.outcome }),
  }));
  return {
    ...cardFrame({ ...input, region: tableRegion }),
    kind: 'team',
    name: cardText(team.name),
    crest: toCardCrest(team),
    ...(row && { standing: t('cards.standing', { position: formatOrdinal(row.rank, lang), points: row.points }) }),
    formLabel: form.length > 0 ? t('cards.form') : t('cards.noForm'),
    form,
  };
}

export function teamCardAlt(model: Extract<CardModel, { kind: 'team' }>, t: CardInput['t']): string {
  const form = model.form.length > 0 ? `${model.formLabel} ${model.form.map(({ letter }) => letter).join(' ')}` : model.formLabel;
  return t('cards.alt.team', { name: model.name, standing: [model.standing, form].filter(Boolean).join(' · ') });
}
