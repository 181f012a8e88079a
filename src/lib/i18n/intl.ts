import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { EditionId } from '../../config/editions';
import { getLocale, type LocaleCode } from '../../config/locales';
import { getMessages, type MessageId } from './messages';

export type Translate = (id: MessageId, values?: Record<string, string | number>) => string;
export type SiteIntl = { intl: IntlShape<string>; t: Translate; lang: LocaleCode };

const cache = createIntlCache();
const instances = new Map<string, SiteIntl>();

/** One formatter per language and edition, built on first use and kept for the isolate's life. */
export function getIntl(lang: LocaleCode, edition: EditionId): SiteIntl {
  const key = `${edition}:${lang}`;
  let instance = instances.get(key);
  if (!instance) {
    const intl = createIntl(
      {
        locale: getLocale(lang).tag,
        defaultLocale: 'en-GB',
        messages: getMessages(lang, edition),
        onError: (error) => {
          // A missing translation is caught by the message tests; at runtime it falls back to the id.
          if (error.code !== 'MISSING_TRANSLATION') console.error(error.message);
        },
      },
      cache,
    );
    const t: Translate = (id, values) => intl.formatMessage({ id }, values);
    instance = { intl, t, lang };
    instances.set(key, instance);
  }
  return instance;
}
