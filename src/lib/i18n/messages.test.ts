import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../../config/locales';
import { ROUTE_IDS } from '../../config/routes';
import { REGIONS_BY_EDITION } from '../../config/regions';
import { GENERAL_MESSAGES, QUEENS_MESSAGES, getMessages } from './messages';
import { getIntl } from './intl';

function placeholders(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    if (element.type === TYPE.argument || element.type === TYPE.number || element.type === TYPE.date) return [element.value];
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      return [element.value, ...Object.values(element.options).flatMap((option) => placeholders(option.value))];
    }
    return [];
  });
}
const placeholderSet = (message: string) => [...new Set(placeholders(parse(message)))].sort();

describe.each([
  ['general', GENERAL_MESSAGES],
  ['women’s edition', QUEENS_MESSAGES],
])('the %s message set', (_name, sets) => {
  const reference = sets.en;

  it.each(LOCALE_CODES)('has every key of the English set, and no other, in %s', (lang) => {
    expect(Object.keys(sets[lang]).sort()).toEqual(Object.keys(reference).sort());
  });

  it.each(LOCALE_CODES)('parses every %s message as ICU with the English placeholders', (lang) => {
    for (const [id, message] of Object.entries(sets[lang])) {
      expect(() => parse(message), `${lang} ${id}`).not.toThrow();
      expect(placeholderSet(message), `${lang} ${id}`).toEqual(placeholderSet(reference[id] ?? ''));
    }
  });
});

describe('message coverage', () => {
  it('overrides only keys the general set has', () => {
    for (const key of Object.keys(QUEENS_MESSAGES.en)) expect(GENERAL_MESSAGES.en).toHaveProperty([key]);
  });

  it('labels every region of both editions in every language', () => {
    const slugs = new Set(Object.values(REGIONS_BY_EDITION).flatMap((regions) => regions.map((region) => region.slug)));
    for (const lang of LOCALE_CODES) {
      for (const slug of slugs) expect(getMessages(lang, 'kings')[`region.${slug}`], `${lang} ${slug}`).toBeTruthy();
    }
  });

  it('titles every route in every language', () => {
    for (const lang of LOCALE_CODES) {
      const { t } = getIntl(lang, 'kings');
      for (const routeId of ROUTE_IDS) {
        const title = t(`page.${routeId}.title` as never, { league: 'Kings League Spain' });
        expect(title, `${lang} ${routeId}`).not.toBe(`page.${routeId}.title`);
      }
    }
  });

  it.each(LOCALE_CODES)('gives each women’s message in %s the placeholders of the general one it replaces', (lang) => {
    // An override left behind when the general message gained a placeholder drops what it says.
    for (const [id, message] of Object.entries(QUEENS_MESSAGES[lang])) {
      expect(placeholderSet(message), `${lang} ${id}`).toEqual(placeholderSet(GENERAL_MESSAGES[lang][id as keyof typeof GENERAL_MESSAGES.en] ?? ''));
    }
  });

  it('lays the women’s set over the general one', () => {
    expect(getMessages('en', 'queens')['page.finalissima.description']).toBe(QUEENS_MESSAGES.en['page.finalissima.description']);
    expect(getMessages('en', 'kings')['page.finalissima.description']).toBe(GENERAL_MESSAGES.en['page.finalissima.description']);
  });
});
