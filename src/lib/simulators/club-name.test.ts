import { describe, expect, it } from 'vitest';
import { sanitizeClubName } from './club-name';

describe('sanitizeClubName', () => {
  it('keeps letters of any script, accents and digits', () => {
    expect(sanitizeClubName('Peñarol 1891')).toBe('Peñarol 1891');
    expect(sanitizeClubName('نادي الملوك')).toBe('نادي الملوك');
    expect(sanitizeClubName('Ünïón Çity')).toBe('Ünïón Çity');
  });

  it('turns everything else into single spaces', () => {
    expect(sanitizeClubName('  FC-Barça!!  <b>x</b> ')).toBe('FC Barça b x b');
    expect(sanitizeClubName('tab\tand\nnewline')).toBe('tab and newline');
  });

  it('joins decomposed accents to their letters and drops stray ones', () => {
    expect(sanitizeClubName('Jose\u0301')).toBe('José');
    expect(sanitizeClubName('\u0301Club \u0301Nuevo')).toBe('Club Nuevo');
  });

  it('cuts to 24 characters without a trailing space', () => {
    expect(sanitizeClubName('abcdefghijklmnopqrstuvw xyz')).toBe('abcdefghijklmnopqrstuvw');
    expect(Array.from(sanitizeClubName('é'.repeat(40)))).toHaveLength(24);
  });

  it('gives nothing for a name with no letters or digits', () => {
    expect(sanitizeClubName(' !?<> ')).toBe('');
  });
});
