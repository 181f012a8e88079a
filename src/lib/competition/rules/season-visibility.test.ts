import { describe, expect, it } from 'vitest';
import type { Gender } from '../types';
import { isSeasonVisible } from './season-visibility';

function seasonOf(gender: Gender, visible: boolean) {
  return { competition: { id: 3, name: 'Kings League', gender, international: false, visible } };
}

describe('isSeasonVisible', () => {
  it('shows a visible competition of an allowed gender', () => {
    expect(isSeasonVisible(seasonOf('male', true), ['male', 'both'])).toBe(true);
    expect(isSeasonVisible(seasonOf('both', true), ['female', 'both'])).toBe(true);
  });

  it('hides a competition of another gender', () => {
    expect(isSeasonVisible(seasonOf('female', true), ['male', 'both'])).toBe(false);
  });

  it('hides an invisible competition even when the gender is allowed', () => {
    expect(isSeasonVisible(seasonOf('male', false), ['male', 'both'])).toBe(false);
  });
});
