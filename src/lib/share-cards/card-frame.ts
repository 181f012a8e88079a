import type { Edition } from '../../config/editions';
import { getLocale, type LocaleCode } from '../../config/locales';
import type { Region } from '../../config/regions';
import { CARD_THEMES } from '../../config/share-cards';
import { CARD_DESIGN } from '../card-model';
import type { Translate } from '../i18n/intl';
import { getLeagueTitle } from '../i18n/league-words';

export type CardInput = { edition: Edition; lang: LocaleCode; region: Region | undefined; t: Translate };

/** What every card carries: its design, its language and direction, the edition's look, the league's name. */
export function cardFrame({ edition, lang, region, t }: CardInput) {
  return {
    design: CARD_DESIGN,
    dir: getLocale(lang).dir,
    lang,
    theme: { ...CARD_THEMES[edition.id] },
    brand: region ? getLeagueTitle(t, region) : edition.siteTitle,
  } as const;
}

/** A text cut to what a card takes (the model refuses longer): the league's names are far shorter. */
export const cardText = (text: string, max = 120) => ([...text].length > max ? `${[...text].slice(0, max - 1).join('')}…` : text);
