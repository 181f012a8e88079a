import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE } from '../../config/locales';
import { SocketQuerySchema } from './socket-query';

describe('SocketQuerySchema', () => {
  it('reads the match, the language and the last change from the address', () => {
    expect(SocketQuerySchema.parse({ region: 'espana', lang: 'ar', id: '116', since: '42' }))
      .toEqual({ region: 'espana', lang: 'ar', id: 116, since: 42 });
  });

  it('takes the default language and no change seen when the address names neither', () => {
    expect(SocketQuerySchema.parse({ region: 'americas', id: '7' })).toEqual({ region: 'americas', lang: DEFAULT_LOCALE, id: 7, since: 0 });
  });

  it.each([
    ['a match number of zero', { region: 'espana', id: '0' }],
    ['a match number with letters', { region: 'espana', id: '5x' }],
    ['a match number of ten digits', { region: 'espana', id: '1234567890' }],
    ['a region with capitals', { region: 'Espana', id: '7' }],
    ['a language the site does not speak', { region: 'espana', lang: 'nl', id: '7' }],
    ['a last change that is not a number', { region: 'espana', id: '7', since: '-1' }],
    ['no match at all', { region: 'espana' }],
  ])('refuses %s', (_, query) => {
    expect(SocketQuerySchema.safeParse(query).success).toBe(false);
  });
});
