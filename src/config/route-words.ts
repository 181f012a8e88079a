// The localized path words of section 2 that several pages share (a page's own word is in its
// record, src/config/routes.ts); a language without its own word uses the English one.
import type { LocaleCode } from './locales';

/** A path word in English and in each language that has its own. */
export type WordTranslations = { en: string } & Partial<Record<Exclude<LocaleCode, 'en'>, string>>;

export const ROUTE_WORDS = {
  legends: { en: 'legends', de: 'legenden', es: 'leyendas', fr: 'legendes', it: 'leggende', pt: 'lendas' },
  draft: { en: 'draft' },
  teams: { en: 'teams', de: 'mannschaften', es: 'equipos', fr: 'equipes', it: 'squadre', pt: 'times' },
  players: { en: 'players', de: 'spieler', es: 'jugadores', fr: 'joueurs', it: 'giocatori', pt: 'jogadores' },
  matches: { en: 'matches', de: 'spiele', es: 'partidos', fr: 'matchs', it: 'partite', pt: 'jogos' },
  stats: { en: 'stats', de: 'statistiken', es: 'estadisticas', fr: 'statistiques', it: 'statistiche', pt: 'estatisticas' },
  mvp: { en: 'mvp' },
  cards: { en: 'cards', de: 'karten', es: 'tarjetas', fr: 'cartons', it: 'cartellini', pt: 'cartoes' },
  goals: { en: 'goals', de: 'tore', es: 'goles', fr: 'buts', it: 'gol', pt: 'gols' },
  shots: { en: 'shots', de: 'schusse', es: 'tiros', fr: 'tirs', it: 'tiri', pt: 'chutes-ao-gol' },
  assists: { en: 'assists' },
  passing: { en: 'passing' },
  matchdayMvp: { en: 'matchday-mvp' },
  expected: { en: 'expected' },
  defensives: { en: 'defensives' },
  goalkeeper: { en: 'goalkeeper' },
  offensives: { en: 'offensives' },
  goalsGrouped: { en: 'goals-grouped' },
  bestGoalkeeper: { en: 'best-goalkeeper' },
  news: { en: 'news', de: 'nachrichten', es: 'noticias', fr: 'actualites', it: 'notizie', pt: 'noticias' },
  qualifiers: { en: 'qualifiers' },
  // Arabic addresses keep Latin letters, as every other page's; the word is written out all the same.
  forMedia: { en: 'for-media', ar: 'for-media', de: 'fuer-medien', es: 'para-medios', fr: 'pour-les-medias', it: 'per-i-media', pt: 'para-a-imprensa' },
  // The explainer of a match's rules; Arabic keeps Latin letters like forMedia.
  howItWorks: {
    en: 'how-a-match-works', ar: 'how-a-match-works', de: 'so-funktioniert-ein-spiel', es: 'como-funciona-un-partido',
    fr: 'comment-se-joue-un-match', it: 'come-funziona-una-partita', pt: 'como-funciona-uma-partida',
  },
} as const satisfies Record<string, WordTranslations>;

export type RouteWord = keyof typeof ROUTE_WORDS;

export function translateWord(translations: WordTranslations, lang: LocaleCode): string {
  return translations[lang as Exclude<LocaleCode, 'en'>] ?? translations.en;
}

export function getRouteWord(word: RouteWord, lang: LocaleCode): string {
  return translateWord(ROUTE_WORDS[word], lang);
}
