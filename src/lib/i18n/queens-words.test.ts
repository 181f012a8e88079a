import { describe, expect, it } from 'vitest';
import type { LocaleCode } from '../../config/locales';
import type { EditionId } from '../../config/editions';
import { getMessages } from './messages';
import rulesEn from '../../../messages/features/rules/en.json';
import matchEn from '../../../messages/features/match/en.json';
import phasesEn from '../../../messages/features/phases/en.json';
import alertsEn from '../../../messages/features/alerts/en.json';
import embedEn from '../../../messages/features/embed/en.json';
import cardsEn from '../../../messages/features/cards/en.json';
import { escapeRegExp } from '../text/escape-reg-exp';

/** The messages that tell a match by the league's rules: strip, explainer, timeline, phases, alerts, widget, share card. */
const RULES_TEXT_IDS = [rulesEn, matchEn, phasesEn, alertsEn, embedEn, cardsEn].flatMap((set) => Object.keys(set));

/**
 * Men's forms of the words a match is told with (players, goalkeepers, kicker, star player, the
 * count of players a side), per language that marks gender on them. Each is matched as a whole
 * word, so the women's forms built on the same stem (jugadora, gardienne, Spielerin, لاعبة) do not
 * match. Italian "portiere" is left out: it is also the women's plural.
 */
const MASCULINE_FORMS = {
  es: ['jugador', 'jugadores', 'portero', 'porteros', 'lanzador', 'Delanteros', 'un rival', 'expulsado', 'uno contra uno', 'cuántos juegan'],
  fr: ['joueur', 'joueurs', 'gardien', 'gardiens', 'tireur', 'Attaquants', 'Défenseurs', 'Remplaçants', 'exclu', 'expulsé', 'sorti', 'un de moins', 'un contre un'],
  it: ['giocatore', 'giocatori', 'portieri', 'al portiere', 'tiratore', 'Centrocampisti', 'Avversario fuori', 'espulso', 'uno in meno', 'uno contro uno', 'quanti giocano'],
  pt: ['jogador', 'jogadores', 'goleiro', 'goleiros', 'cobrador', 'Defensores', 'expulso', 'um a menos', 'um contra um', 'quantos jogam'],
  de: ['Spieler', 'Torhüter', 'Gegenspieler', 'Starspieler', 'Einwechselspieler', 'Schütze', 'Gegner raus', 'sein Team', 'einem weniger'],
  ar: ['لاعب', 'اللاعب', 'للاعب', 'بلاعب', 'لاعبًا', 'اللاعبين', 'لاعبو', 'حارسي', 'حراس', 'الحارس', 'المسدد', 'منافس', 'النجم', 'البدلاء', 'الأساسيون', 'المدافعون', 'المهاجمون', 'يعود', 'يسددها', 'واحد ضد واحد', 'سبعة ضد سبعة'],
} as const satisfies Partial<Record<LocaleCode, readonly string[]>>;

const wholeWord = (form: string) => new RegExp(`(?<![\\p{L}\\p{M}])${escapeRegExp(form)}(?!\\p{L})`, 'iu');

function formsIn(lang: LocaleCode, edition: EditionId, forms: readonly string[]): string[] {
  const messages = getMessages(lang, edition);
  return RULES_TEXT_IDS.flatMap((id) => forms.filter((form) => wholeWord(form).test(messages[id] ?? '')).map((form) => `${id}: ${form}`));
}

describe.each(Object.entries(MASCULINE_FORMS) as [LocaleCode, readonly string[]][])('the rules texts in %s', (lang, forms) => {
  it('speak of women players in the Queens edition', () => {
    expect(formsIn(lang, 'queens', forms)).toEqual([]);
  });

  it('keep every one of those men’s forms in the Kings edition', () => {
    const found = new Set(formsIn(lang, 'kings', forms).map((hit) => hit.slice(hit.indexOf(': ') + 2)));
    expect(forms.filter((form) => !found.has(form))).toEqual([]);
  });
});
