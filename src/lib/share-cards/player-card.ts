import type { CardModel } from '../card-model';
import type { CompetitionApi } from '../competition/api';
import type { Player, Season } from '../competition/types';
import type { MessageId } from '../i18n/messages';
import { fullName, loadPlayerSeasonStats, toAvatarColour, toPeopleGender, withPeopleGender, type ProfileStatCode } from '../people';
import { toCardCrest } from './card-crest';
import { cardFrame, cardText, type CardInput } from './card-frame';

/** The figures that matter for the position (issue 33): a goalkeeper's saves, an outfield player's goals. */
const CARD_STATS: Record<'outfield' | 'goalkeeper', readonly { code: ProfileStatCode; label: MessageId }[]> = {
  outfield: [
    { code: 'GOL', label: 'people.stat.goals' },
    { code: 'ASS-V', label: 'people.stat.assists' },
    { code: 'MVP', label: 'people.stat.mvp' },
  ],
  goalkeeper: [
    { code: 'PRT', label: 'people.stat.saves' },
    { code: 'GOL-S', label: 'people.stat.goalsConceded' },
    { code: 'MVP', label: 'people.stat.mvp' },
  ],
};

type PlayerFound = { player: Player; season?: Season };

/** A player's card: name, number, position, the team's colours and crest, the season's figures (as
 * the page's table shows them: the plain number). */
export async function buildPlayerCard(api: CompetitionApi, { player, season }: PlayerFound, input: CardInput): Promise<Extract<CardModel, { kind: 'player' }>> {
  const { t, edition } = input;
  const [teams, stats] = season
    ? await Promise.all([player.teamId !== undefined ? api.getSeasonTeams(season.id) : [], loadPlayerSeasonStats(api, season.id, player)])
    : [[], { lines: [] }];
  const team = teams.find((candidate) => candidate.id === player.teamId);
  const tg = withPeopleGender(t, toPeopleGender(edition, player.gender));
  const wanted = CARD_STATS[player.role === 'goalkeeper' ? 'goalkeeper' : 'outfield'];
  const figures = wanted.flatMap(({ code, label }) => {
    const line = stats.lines.find((candidate) => candidate.code === code);
    return line ? [{ label: t(label), value: String(line.total) }] : [];
  });
  const first = toAvatarColour(team?.firstColor);
  return {
    ...cardFrame(input),
    kind: 'player',
    name: cardText(fullName(player)),
    ...(player.jersey !== undefined && { number: String(player.jersey) }),
    position: tg(`people.role.${player.role}` as MessageId),
    ...(team && { team: { name: cardText(team.name), crest: toCardCrest(team) } }),
    colours: { first, second: team?.secondColor && /^#[0-9a-f]{6}$/i.test(team.secondColor) ? team.secondColor.toLowerCase() : first },
    stats: figures,
  };
}

export function playerCardAlt(model: Extract<CardModel, { kind: 'player' }>, t: CardInput['t']): string {
  return t('cards.alt.player', { name: model.name, position: model.position, team: model.team?.name ?? 'none' });
}
