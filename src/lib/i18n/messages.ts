import type { EditionId } from '../../config/editions';
import type { LocaleCode } from '../../config/locales';
import ar from '../../../messages/ar.json';
import de from '../../../messages/de.json';
import en from '../../../messages/en.json';
import es from '../../../messages/es.json';
import fr from '../../../messages/fr.json';
import it from '../../../messages/it.json';
import pt from '../../../messages/pt.json';
import queensAr from '../../../messages/queens/ar.json';
import queensDe from '../../../messages/queens/de.json';
import queensEn from '../../../messages/queens/en.json';
import queensEs from '../../../messages/queens/es.json';
import queensFr from '../../../messages/queens/fr.json';
import queensIt from '../../../messages/queens/it.json';
import queensPt from '../../../messages/queens/pt.json';

/** Every message id the site uses; the English general set is the reference. */
export type MessageId = keyof typeof en;
export type MessageSet = Readonly<Record<string, string>>;

export const GENERAL_MESSAGES: Readonly<Record<LocaleCode, MessageSet>> = { ar, de, en, es, fr, it, pt };
export const QUEENS_MESSAGES: Readonly<Record<LocaleCode, MessageSet>> = {
  ar: queensAr,
  de: queensDe,
  en: queensEn,
  es: queensEs,
  fr: queensFr,
  it: queensIt,
  pt: queensPt,
};

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
