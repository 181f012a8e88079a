import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, formatDuration, formatUtc, writeCalendar } from './ics-writer';

const octets = (text: string) => new TextEncoder().encode(text).length;

describe('escapeText', () => {
  it('escapes backslashes, semicolons, commas and newlines', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });
});

describe('formatUtc and formatDuration', () => {
  it('writes UTC date-times to the second', () => {
    expect(formatUtc(Date.UTC(2026, 2, 29, 1, 5, 9, 600))).toBe('20260329T010509Z');
  });
  it('writes whole-minute durations', () => {
    expect(formatDuration(40)).toBe('PT40M');
    expect(formatDuration(90)).toBe('PT1H30M');
    expect(formatDuration(120)).toBe('PT2H');
    expect(formatDuration(0)).toBe('PT0M');
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets whole', () => {
    const line = 'X'.repeat(75);
    expect(foldLine(line)).toBe(line);
  });

  it('folds longer lines into physical lines of at most 75 octets that unfold to the original', () => {
    const line = `SUMMARY:${'Atlético Centella v Ñandú FC — الملوك '.repeat(6)}`;
    const folded = foldLine(line);
    const physical = folded.split('\r\n');
    expect(physical.length).toBeGreaterThan(2);
    for (const part of physical) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(physical.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('counts UTF-8 bytes, not characters, and never splits a character', () => {
    const line = 'é'.repeat(50); // 100 octets
    const [first, second] = foldLine(line).split('\r\n');
    expect(octets(first!)).toBe(74);
    expect(second).toBe(` ${'é'.repeat(13)}`);
  });
});

describe('writeCalendar', () => {
  it('ends every line with CRLF and quotes parameters that need it', () => {
    const text = writeCalendar({
      name: 'VCALENDAR',
      properties: [['VERSION', '2.0'], ['X-WR-CALNAME', 'Kings', { LANGUAGE: 'en' }]],
      components: [{ name: 'VEVENT', properties: [['LOCATION', 'Cupra Arena', { ALTREP: 'https://a.example/x' }]] }],
    });
    expect(text).toBe(
      'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nX-WR-CALNAME;LANGUAGE=en:Kings\r\nBEGIN:VEVENT\r\nLOCATION;ALTREP="https://a.example/x":Cupra Arena\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n',
    );
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });
});
