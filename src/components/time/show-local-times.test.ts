import { describe, expect, it } from 'vitest';
import { toVisitorTime } from './show-local-times';

const KICKOFF = '2026-12-05T17:00:00Z';

describe('toVisitorTime', () => {
  it('writes the instant in the visitor’s zone into the page’s words', () => {
    expect(toVisitorTime(KICKOFF, 'en-GB', 'Europe/Madrid', 'America/New_York', 'your time: {time}')).toMatch(/^your time: Sat,? 12:00 GMT-5$/);
  });

  it('says nothing when the visitor’s clock reads the same as the region’s', () => {
    expect(toVisitorTime(KICKOFF, 'en-GB', 'Europe/Madrid', 'Europe/Madrid', 'your time: {time}')).toBeUndefined();
    // Another zone name, the same clock in December.
    expect(toVisitorTime(KICKOFF, 'en-GB', 'Europe/Madrid', 'Europe/Paris', 'your time: {time}')).toBeUndefined();
  });

  it('says nothing for an instant or a zone it cannot read', () => {
    expect(toVisitorTime('not a date', 'en-GB', 'Europe/Madrid', 'Asia/Tokyo', '{time}')).toBeUndefined();
    expect(toVisitorTime(KICKOFF, 'en-GB', 'Mars/Olympus', 'Asia/Tokyo', '{time}')).toBeUndefined();
    expect(toVisitorTime(KICKOFF, 'en-GB', 'Europe/Madrid', '', '{time}')).toBeUndefined();
  });

  it('follows the page’s language', () => {
    expect(toVisitorTime(KICKOFF, 'es-ES', 'Europe/Madrid', 'Asia/Tokyo', 'tu hora: {time}')).toMatch(/^tu hora: dom,? 02:00/);
  });
});
