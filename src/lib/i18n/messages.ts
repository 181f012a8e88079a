import type { EditionId } from '../../config/editions';
import { LOCALE_CODES, type LocaleCode } from '../../config/locales';
import type en from '../../../messages/en.json';
import type homeEn from '../../../messages/features/home/en.json';
import type matchesEn from '../../../messages/features/matches/en.json';
import type matchEn from '../../../messages/features/match/en.json';
import type tablesEn from '../../../messages/features/tables/en.json';
import type tournamentEn from '../../../messages/features/tournament/en.json';
import type statsEn from '../../../messages/features/stats/en.json';
import type teamsEn from '../../../messages/features/teams/en.json';
import type peopleEn from '../../../messages/features/people/en.json';
import type newsEn from '../../../messages/features/news/en.json';
import type leagueEn from '../../../messages/features/league/en.json';
import type simulatorsEn from '../../../messages/features/simulators/en.json';
import type calendarEn from '../../../messages/features/calendar/en.json';
import type readerEn from '../../../messages/features/reader/en.json';
import type searchEn from '../../../messages/features/search/en.json';
import type alertsEn from '../../../messages/features/alerts/en.json';

/**
 * Every message id the site uses; the English sets are the reference. Messages live in
 * `messages/{lang}.json` and, per feature, in `messages/features/{feature}/{lang}.json`.
 */
export type MessageId =
  | keyof typeof en
  | keyof typeof homeEn
  | keyof typeof matchesEn
  | keyof typeof matchEn
  | keyof typeof tablesEn
  | keyof typeof tournamentEn
  | keyof typeof statsEn
  | keyof typeof teamsEn
  | keyof typeof peopleEn
  | keyof typeof newsEn
  | keyof typeof simulatorsEn
  | keyof typeof calendarEn
  | keyof typeof readerEn
  | keyof typeof searchEn
  | keyof typeof alertsEn
  | keyof typeof leagueEn;
export type MessageSet = Readonly<Record<string, string>>;

type JsonModule = { default: MessageSet };

const GENERAL_FILES = import.meta.glob<JsonModule>(['../../../messages/*.json', '../../../messages/features/*/*.json'], { eager: true });
const QUEENS_FILES = import.meta.glob<JsonModule>('../../../messages/queens/*.json', { eager: true });

function byLanguage(files: Record<string, JsonModule>): Record<LocaleCode, MessageSet> {
  const sets = Object.fromEntries(LOCALE_CODES.map((lang) => [lang, {} as Record<string, string>])) as Record<LocaleCode, Record<string, string>>;
  for (const [path, module] of Object.entries(files)) {
    const lang = path.slice(path.lastIndexOf('/') + 1, -'.json'.length) as LocaleCode;
    if (!sets[lang]) throw new Error(`A message file for an unknown language: ${path}`);
    for (const [id, message] of Object.entries(module.default)) {
      if (id in sets[lang]) throw new Error(`Message ${id} is defined twice for ${lang} (${path})`);
      sets[lang][id] = message;
    }
  }
  return sets;
}

export const GENERAL_MESSAGES: Readonly<Record<LocaleCode, MessageSet>> = byLanguage(GENERAL_FILES);
export const QUEENS_MESSAGES: Readonly<Record<LocaleCode, MessageSet>> = byLanguage(QUEENS_FILES);

const merged = new Map<string, MessageSet>();

/** The general set of a language with the women's-edition set laid over it where it applies. */
export function getMessages(lang: LocaleCode, edition: EditionId): MessageSet {
  const key = `${edition}:${lang}`;
  let messages = merged.get(key);
  if (!messages) {
    messages = edition === 'queens' ? { ...GENERAL_MESSAGES[lang], ...QUEENS_MESSAGES[lang] } : GENERAL_MESSAGES[lang];
    merged.set(key, messages);
  }
  return messages;
}
