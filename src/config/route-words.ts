// The localized path words of section 2; a language without its own word uses the English one.
import type { LocaleCode } from './locales';

type WordTranslations = { en: string } & Partial<Record<Exclude<LocaleCode, 'en'>, string>>;

export const ROUTE_WORDS = {
  health: { en: '_health' },
  faqs: { en: 'faqs' },
  legends: { en: 'legends', de: 'legenden', es: 'leyendas', fr: 'legendes', it: 'leggende', pt: 'lendas' },
  stores: { en: 'stores', de: 'shops', es: 'tiendas', fr: 'boutiques', it: 'negozios', pt: 'lojas' },
  draft: { en: 'draft' },
  reserves: { en: 'reserves' },
  joinTheDraft: { en: 'join-the-draft' },
  draftPlayers: { en: 'draft-players' },
  wildcardPlayers: { en: 'wildcard-players' },
  teams: { en: 'teams', de: 'mannschaften', es: 'equipos', fr: 'equipes', it: 'squadre', pt: 'times' },
  players: { en: 'players', de: 'spieler', es: 'jugadores', fr: 'joueurs', it: 'giocatori', pt: 'jogadores' },
  tables: {
    en: 'tables', de: 'klassifikation', es: 'clasificacion', fr: 'classement', it: 'classifica', pt: 'classificacao',
  },
  tablesKwcc: {
    en: 'tables-kwcc', de: 'klassifikation-kwcc', es: 'clasificacion-kwcc', fr: 'classement-kwcc',
    it: 'classifica-kwcc', pt: 'classificacao-kwcc',
  },
  matches: { en: 'matches', de: 'spiele', es: 'partidos', fr: 'matchs', it: 'partite', pt: 'jogos' },
  mercato: { en: 'mercato-transfers', es: 'mercato-fichajes' },
  tickets: { en: 'tickets', es: 'entradas', fr: 'billetterie', it: 'biglietti', pt: 'ingressos' },
  tierList: { en: 'tier-list' },
  finalissima: { en: 'finalissima' },
  contact: { en: 'contact-us', de: 'kontakt', es: 'contacto', fr: 'contacter', it: 'contatti', pt: 'contato' },
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
  regulation: { en: 'regulation', de: 'regeln', es: 'reglamento', fr: 'reglement', it: 'regolamento', pt: 'regulamento' },
  tournament: { en: 'tournament', de: 'turnier', es: 'torneo', fr: 'tournoi', it: 'torneo', pt: 'campeonato' },
  news: { en: 'news', de: 'nachrichten', es: 'noticias', fr: 'actualites', it: 'notizie', pt: 'noticias' },
  teamSimulator: { en: 'team-simulator', es: 'simulador-equipo' },
  squadSimulator: { en: 'squad-simulator', es: 'simulador-plantilla' },
  circulars: { en: 'circulars', es: 'circulares', it: 'circolari' },
  mediaAccreditation: { en: 'media-accreditation' },
  qualifiers: { en: 'qualifiers' },
  qualifiersSpain: { en: 'spain' },
  qualifiersAmericas: { en: 'americas' },
  search: { en: 'search', de: 'suche', es: 'buscar', fr: 'recherche', it: 'cerca', pt: 'busca' },
} as const satisfies Record<string, WordTranslations>;

export type RouteWord = keyof typeof ROUTE_WORDS;

export function getRouteWord(word: RouteWord, lang: LocaleCode): string {
  const translations: WordTranslations = ROUTE_WORDS[word];
  return translations[lang as Exclude<LocaleCode, 'en'>] ?? translations.en;
}
