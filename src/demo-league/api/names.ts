// Names of turns, phases and groups in the seven languages (?lang=, default es), built from what
// is stored: a turn's kind and number.
import { DEFAULT_LOCALE, isLocaleCode, type LocaleCode } from '../../config/locales';

type TurnKind = 'regular' | 'quarterfinal' | 'semifinal' | 'final';

const WORDS = {
  ar: { turn: 'الجولة', short: 'ج', league: 'الموسم العادي', playoff: 'الأدوار الإقصائية', group: 'المجموعة', bracket: 'شجرة البلاي أوف', quarterfinal: 'ربع النهائي', semifinal: 'نصف النهائي', final: 'النهائي' },
  de: { turn: 'Spieltag', short: 'ST', league: 'Hauptrunde', playoff: 'Playoffs', group: 'Gruppe', bracket: 'Playoff-Baum', quarterfinal: 'Viertelfinale', semifinal: 'Halbfinale', final: 'Finale' },
  en: { turn: 'Matchday', short: 'MD', league: 'Regular season', playoff: 'Playoffs', group: 'Group', bracket: 'Bracket', quarterfinal: 'Quarter-finals', semifinal: 'Semi-finals', final: 'Final' },
  es: { turn: 'Jornada', short: 'J', league: 'Fase regular', playoff: 'Playoffs', group: 'Grupo', bracket: 'Cuadro final', quarterfinal: 'Cuartos de final', semifinal: 'Semifinales', final: 'Final' },
  fr: { turn: 'Journée', short: 'J', league: 'Saison régulière', playoff: 'Playoffs', group: 'Groupe', bracket: 'Tableau final', quarterfinal: 'Quarts de finale', semifinal: 'Demi-finales', final: 'Finale' },
  it: { turn: 'Giornata', short: 'G', league: 'Stagione regolare', playoff: 'Playoff', group: 'Girone', bracket: 'Tabellone', quarterfinal: 'Quarti di finale', semifinal: 'Semifinali', final: 'Finale' },
  pt: { turn: 'Rodada', short: 'R', league: 'Fase regular', playoff: 'Playoffs', group: 'Grupo', bracket: 'Chaveamento', quarterfinal: 'Quartas de final', semifinal: 'Semifinais', final: 'Final' },
} as const satisfies Record<LocaleCode, Record<string, string>>;

const PLAYOFF_SHORT: Readonly<Record<Exclude<TurnKind, 'regular'>, string>> = { quarterfinal: 'QF', semifinal: 'SF', final: 'F' };

/** The `lang` query, or the data default (section 1: es) when absent or unknown. */
export function toLang(raw: string | undefined): LocaleCode {
  return raw && isLocaleCode(raw) ? raw : DEFAULT_LOCALE;
}

export function turnName(lang: LocaleCode, kind: TurnKind, number: number): { name: string; shortName: string } {
  const words = WORDS[lang];
  if (kind === 'regular') return { name: `${words.turn} ${number}`, shortName: `${words.short}${number}` };
  return { name: words[kind], shortName: PLAYOFF_SHORT[kind] };
}

export function phaseName(lang: LocaleCode, kind: 'league' | 'playoff'): { name: string; shortName: string } {
  return { name: WORDS[lang][kind], shortName: kind === 'league' ? 'RS' : 'PO' };
}

export function groupName(lang: LocaleCode, kind: 'league' | 'bracket'): string {
  return kind === 'league' ? `${WORDS[lang].group} A` : WORDS[lang].bracket;
}
