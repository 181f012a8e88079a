import { describe, expect, it } from 'vitest';
import { normalizeSearchText } from './search-text';

describe('normalizeSearchText', () => {
  it.each([
    ['José', 'jose'],
    ['Müller', 'muller'],
    ['Relámpago', 'relampago'],
    ['Íñigo', 'inigo'],
    ['François Œuvray', 'francois oeuvray'],
    ['Straße', 'strasse'],
    ['Søren Ødegaard', 'soren odegaard'],
    ['Łukasz', 'lukasz'],
    ['João Conceição', 'joao conceicao'],
  ])('folds case and accents: %s → %s', (text, folded) => {
    expect(normalizeSearchText(text)).toBe(folded);
  });

  it.each([
    ['أحمد', 'احمد'],
    ['إبراهيم', 'ابراهيم'],
    ['آدم', 'ادم'],
    ['حمزة', 'حمزه'],
    ['مصطفى', 'مصطفي'],
    ['مُحَمَّد', 'محمد'],
    ['ســالم', 'سالم'],
  ])('makes Arabic letter variants one, drops vowel marks and the tatweel: %s → %s', (text, folded) => {
    expect(normalizeSearchText(text)).toBe(folded);
  });

  it('keeps letters and digits of every script and splits on everything else', () => {
    expect(normalizeSearchText('  Atlético–Centella, J3!  ')).toBe('atletico centella j3');
    expect(normalizeSearchText('<script>')).toBe('script');
    expect(normalizeSearchText('—!?')).toBe('');
  });
});
