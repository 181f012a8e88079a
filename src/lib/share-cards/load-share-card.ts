// Which card a page shares and what it shows, the same for the page's head (which names its
// address) and for the card's own address (which checks the version it is asked for): one
// function, so the two can never disagree about what a version means.
import type { Edition } from '../../config/editions';
import type { LocaleCode } from '../../config/locales';
import type { Region } from '../../config/regions';
import { getRouteDefinition, type RouteId } from '../../config/routes';
import { CARD_KIND_BY_VIEW, type CardPageView } from '../../config/share-cards';
import { cardModelSchema, type CardModel } from '../card-model';
import { fansVerdict } from '../fan-votes';
import { getIntl } from '../i18n/intl';
import type { MessageId } from '../i18n/messages';
import type { PageEntity } from '../page/page-entity';
import type { PageData } from '../page/page-types';
import type { CardInput } from './card-frame';
import { buildMatchCard, matchCardAlt } from './match-card';
import { buildPlayerCard, playerCardAlt } from './player-card';
import { buildTableCard, tableCardAlt } from './table-card';
import { buildTeamCard, teamCardAlt } from './team-card';

export type ShareCardPage = {
  routeId: RouteId;
  lang: LocaleCode;
  region: Region | undefined;
  edition: Edition;
  data: PageData;
  /** What the route guard loaded for the page, if it is about one thing. */
  entity: PageEntity | undefined;
};

/** The page's card and its description in the page's language; `none`: the page keeps the edition's picture. */
export type ShareCardOutcome = { kind: 'card'; model: CardModel; alt: string } | { kind: 'none' };

/** The card kind a route shares, if any. */
export function cardKindOfRoute(routeId: RouteId) {
  const view = getRouteDefinition(routeId).view as string;
  return Object.hasOwn(CARD_KIND_BY_VIEW, view) ? CARD_KIND_BY_VIEW[view as CardPageView] : undefined;
}

async function buildModel(page: ShareCardPage, input: CardInput): Promise<CardModel | undefined> {
  const { entity, data, routeId } = page;
  switch (cardKindOfRoute(routeId)) {
    case 'match': {
      if (entity?.kind !== 'match') return undefined;
      const fans = await fansVerdict(data.votes, entity.found.match, input.t, input.lang);
      return { ...buildMatchCard(entity.found, input), ...(fans ? { fans } : {}) };
    }
    case 'player':
      return entity?.kind === 'player' ? buildPlayerCard(data.competition, entity.found, input) : undefined;
    case 'team':
      return entity?.kind === 'team' ? buildTeamCard(data.competition, entity.team, input) : undefined;
    case 'table':
      return buildTableCard(data.competition, { ...input, title: input.t(`page.${routeId}.title` as MessageId) });
    default:
      return undefined;
  }
}

function altOf(model: CardModel, t: CardInput['t']): string {
  if (model.kind === 'match') return matchCardAlt(model, t);
  if (model.kind === 'player') return playerCardAlt(model, t);
  if (model.kind === 'team') return teamCardAlt(model, t);
  return tableCardAlt(model, t);
}

/**
 * The page's card, or `none` when it has no subject, its data could not be read, or what it
 * would show is not a card the card Worker accepts (a share never costs the page an error).
 */
export async function loadShareCard(page: ShareCardPage): Promise<ShareCardOutcome> {
  if (!cardKindOfRoute(page.routeId)) return { kind: 'none' };
  const { t } = getIntl(page.lang, page.edition.id);
  const input: CardInput = { edition: page.edition, lang: page.lang, region: page.region, t };
  let model: CardModel | undefined;
  try {
    model = await buildModel(page, input);
  } catch {
    return { kind: 'none' };
  }
  const parsed = model && cardModelSchema().safeParse(model);
  if (!parsed?.success) return { kind: 'none' };
  return { kind: 'card', model: parsed.data, alt: altOf(parsed.data, t) };
}
