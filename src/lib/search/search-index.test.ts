import { describe, expect, it } from 'vitest';
import { LOCALE_CODES, type LocaleCode } from '../../config/locales';
import type { SearchKind } from '../../config/search';
import { buildSearchIndex, loadSearchIndex, searchIndex, serializeSearchIndex } from './search-index';
import type { SearchDocument } from './search-documents';

// A matchday's name as the league's API writes it in each language.
const MATCHDAY: Record<LocaleCode, string> = {
  en: 'Matchday 3', es: 'Jornada 3', de: 'Spieltag 3', fr: 'Journée 3', it: 'Giornata 3', pt: 'Rodada 3', ar: 'الجولة 3',
};

let next = 0;
function doc(kind: SearchKind, name: string, extra: Partial<SearchDocument> = {}): SearchDocument {
  next += 1;
  return { id: `${kind}:${next}`, kind, name, aliases: '', context: '', detail: '', href: `/${kind}/${next}`, region: 'espana', current: true, ...extra };
}

function documentsIn(lang: LocaleCode): SearchDocument[] {
  return [
    doc('player', 'José Pérez', { href: '/jose-perez' }),
    doc('player', 'Joselu Martín', { href: '/joselu' }),
    doc('player', 'Thomas Müller', { aliases: 'T. Müller MÜLLER', href: '/muller' }),
    doc('player', 'Íñigo Molina', { aliases: 'Í. Molina', href: '/molina' }),
    doc('player', 'Pedro Martínez', { aliases: 'Pedri', href: '/pedri' }),
    doc('player', 'أحمد حمزة', { href: '/ahmed' }),
    doc('team', 'Unión Relámpago', { aliases: 'URE', context: 'Hugo Quintana', href: '/relampago' }),
    doc('team', 'Deportivo Brasa', { aliases: 'DBR', href: '/brasa' }),
    doc('match', 'Unión Relámpago – Deportivo Brasa', { context: MATCHDAY[lang], href: '/match-3' }),
    doc('match', 'Deportivo Brasa – Atlético Centella', { context: MATCHDAY[lang].replace('3', '4'), href: '/match-4' }),
    doc('story', 'Relámpago wins the derby', { href: '/story' }),
  ];
}

const hrefs = (index: ReturnType<typeof buildSearchIndex>, query: string, region?: string) =>
  searchIndex(index, { query, region, limit: 10 }).map((hit) => hit.href);

describe.each(LOCALE_CODES)('the search index in %s', (lang) => {
  const index = buildSearchIndex(documentsIn(lang));

  it('ignores accents and case', () => {
    expect(hrefs(index, 'jose')[0]).toBe('/jose-perez');
    expect(hrefs(index, 'muller')).toEqual(['/muller']);
    expect(hrefs(index, 'MOLINA')).toEqual(['/molina']);
  });

  it('makes Arabic letter variants one', () => {
    expect(hrefs(index, 'احمد')).toEqual(['/ahmed']);
    expect(hrefs(index, 'حمزه')).toEqual(['/ahmed']);
  });

  it('finds by prefix and forgives a small typo', () => {
    expect(hrefs(index, 'relampgo')[0]).toBe('/relampago');
    expect(hrefs(index, 'relam')).toContain('/relampago');
    expect(hrefs(index, 'joselu')).toEqual(['/joselu']);
  });

  it('forgives a five-letter name typed one letter short, whatever kind of result it names', () => {
    const kinds = buildSearchIndex([
      doc('staff', 'Diego Soler', { href: '/staff' }),
      doc('player', 'Iker Vidal', { href: '/player' }),
      doc('team', 'Furia Marina', { href: '/team' }),
      doc('legend', 'Nacho Prieto', { href: '/legend' }),
    ]);
    expect(hrefs(kinds, 'diego solr')).toEqual(['/staff']);
    expect(hrefs(kinds, 'iker vidl')).toEqual(['/player']);
    expect(hrefs(kinds, 'fura marina')).toEqual(['/team']);
    expect(hrefs(kinds, 'nacho preto')).toEqual(['/legend']);
  });

  it('takes names in any order, and nicknames and short names from the data', () => {
    expect(hrefs(index, 'molina inigo')).toEqual(['/molina']);
    expect(hrefs(index, 'pedri')).toEqual(['/pedri']);
    expect(hrefs(index, 'hugo quintana')).toEqual(['/relampago']);
  });

  it('finds a match by its two teams in either order, and by its matchday', () => {
    expect(hrefs(index, 'relampago brasa')).toEqual(['/match-3']);
    expect(hrefs(index, 'brasa relampago')).toEqual(['/match-3']);
    expect(hrefs(index, MATCHDAY[lang])[0]).toBe('/match-3');
  });

  it('ranks the exact name before a longer one it begins', () => {
    expect(hrefs(index, 'José Pérez')[0]).toBe('/jose-perez');
    expect(hrefs(index, 'jose')).toEqual(['/jose-perez', '/joselu']);
  });
});

describe('ranking', () => {
  it('puts the exact name first, then the current season, then the visitor’s region, then the rest', () => {
    const index = buildSearchIndex([
      doc('player', 'Marc Roca Vidal', { region: 'espana', current: true, href: '/longer-current-own' }),
      doc('player', 'Marc Roca', { region: 'italia', current: false, href: '/exact-past-other' }),
      doc('player', 'Marc Rocamora', { region: 'italia', current: true, href: '/current-other' }),
      doc('player', 'Marc Rocas', { region: 'espana', current: false, href: '/past-own' }),
      doc('player', 'Marc Rocaberti', { region: 'italia', current: false, href: '/past-other' }),
    ]);
    const ranked = hrefs(index, 'marc roca', 'espana');
    expect(ranked[0]).toBe('/exact-past-other');
    expect(ranked.indexOf('/longer-current-own')).toBeLessThan(ranked.indexOf('/past-own'));
    expect(ranked.indexOf('/current-other')).toBeLessThan(ranked.indexOf('/past-own'));
    expect(ranked.indexOf('/past-own')).toBeLessThan(ranked.indexOf('/past-other'));
  });

  it('answers nothing for words no name has, in a script no name uses', () => {
    const index = buildSearchIndex(documentsIn('en'));
    expect(hrefs(index, '中文名字')).toEqual([]);
    expect(hrefs(index, 'zzzzzz')).toEqual([]);
  });

  it('answers the same once stored and loaded again', () => {
    const index = buildSearchIndex(documentsIn('es'));
    const loaded = loadSearchIndex(serializeSearchIndex(index));
    expect(hrefs(loaded, 'relampgo brasa')).toEqual(hrefs(index, 'relampgo brasa'));
    expect(hrefs(loaded, 'relampgo brasa')).toEqual(['/match-3']);
  });
});
