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
 * The English set of each feature of `messages/features/`, by the feature's folder. It is an
 * interface so that a new feature adds its own set from its front door
 * (`src/lib/<feature>/index.ts`) without editing this file (ADR 045); the sets below were declared
 * here before that:
 *
 *     import type partnersEn from '../../../messages/features/partners/en.json';
 *     declare module '../i18n/messages' { interface FeatureMessageSets { partners: typeof partnersEn } }
 *
 * A feature that forgets fails the type check where its texts are used; feature-message-sets.test.ts
 * checks that every folder of messages/features has its set declared.
 */
export interface FeatureMessageSets {
  home: typeof homeEn;
  matches: typeof matchesEn;
  match: typeof matchEn;
  tables: typeof tablesEn;
  tournament: typeof tournamentEn;
  stats: typeof statsEn;
  teams: typeof teamsEn;
  people: typeof peopleEn;
  news: typeof newsEn;
  league: typeof leagueEn;
  simulators: typeof simulatorsEn;
  calendar: typeof calendarEn;
  reader: typeof readerEn;
  search: typeof searchEn;
  alerts: typeof alertsEn;
}

/**
 * Every message id the site uses; the English sets are the reference. Messages live in
 * `messages/{lang}.json` and, per feature, in `messages/features/{feature}/{lang}.json`.
 */
export type MessageId = keyof typeof en | { [F in keyof FeatureMessageSets]: keyof FeatureMessageSets[F] }[keyof FeatureMessageSets];
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
