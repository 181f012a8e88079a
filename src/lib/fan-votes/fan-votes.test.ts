import { describe, expect, it } from 'vitest';
import { leaderOf, sharesOf } from './shares';
import { hashVoter, newVoterCookie, readVoterCookie, voterCookieHeader, voterCookieOf } from './voter-cookie';

const SECRET = 'a-test-secret-that-is-long-enough-to-sign';

describe('the voter cookie', () => {
  it('carries a random id that only our signature vouches for', async () => {
    const { voter, value } = await newVoterCookie(SECRET);
    expect(await readVoterCookie(SECRET, value)).toBe(voter);
    expect(await readVoterCookie('another-secret-that-is-long-enough-too', value)).toBeUndefined();
    const [, signature] = value.split('.');
    const forged = `${'A'.repeat(22)}.${signature}`;
    expect(await readVoterCookie(SECRET, forged)).toBeUndefined();
    expect(await readVoterCookie(SECRET, undefined)).toBeUndefined();
    expect((await newVoterCookie(SECRET)).voter).not.toBe(voter);
  });

  it('is HttpOnly, Secure and SameSite=Lax, and is read back from a Cookie header', () => {
    expect(voterCookieHeader('x.y')).toBe('kl_voter=x.y; Max-Age=31536000; Path=/; HttpOnly; Secure; SameSite=Lax');
    expect(voterCookieOf('i18n_redirected=fr; kl_voter=abc.def')).toBe('abc.def');
    expect(voterCookieOf('i18n_redirected=fr')).toBeUndefined();
  });

  it('is stored hashed with its match, so one browser cannot be followed across matches', async () => {
    expect(await hashVoter('match:1', 'voter')).toBe(await hashVoter('match:1', 'voter'));
    expect(await hashVoter('match:1', 'voter')).not.toBe(await hashVoter('match:2', 'voter'));
  });
});

describe('shares', () => {
  it('add up to 100 per cent by largest remainders, 0 with no votes', () => {
    expect(sharesOf({ home: 1, away: 1, shootout: 1 }, ['home', 'away', 'shootout']).shares.map((share) => share.percent)).toEqual([34, 33, 33]);
    expect(sharesOf({ home: 61, away: 30, shootout: 9 }, ['home', 'away', 'shootout'])).toMatchObject({ total: 100, shares: [{ percent: 61 }, { percent: 30 }, { percent: 9 }] });
    expect(sharesOf({}, ['home', 'away']).shares.map((share) => share.percent)).toEqual([0, 0]);
    expect(sharesOf({ home: 2, draw: 5 }, ['home', 'away']).total).toBe(2);
  });

  it('name a leader only when one option has the most votes', () => {
    expect(leaderOf({ home: 3, away: 1 }, ['home', 'away'])?.option).toBe('home');
    expect(leaderOf({ home: 2, away: 2 }, ['home', 'away'])).toBeUndefined();
    expect(leaderOf({}, ['home', 'away'])).toBeUndefined();
  });
});
