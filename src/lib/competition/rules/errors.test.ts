import { describe, expect, it } from 'vitest';
import {
  getRegionByWebContext,
  getRegionNameByWebContext,
  TeamNotFoundError,
  UNKNOWN_REGION_NAME,
  WrongWebContextError,
} from './errors';

describe('TeamNotFoundError', () => {
  it('carries status 404 and the section 8 message', () => {
    const error = new TeamNotFoundError();
    expect(error).toBeInstanceOf(Error);
    expect(error.status).toBe(404);
    expect(error.message).toBe('Team not found');
  });
});

describe('getRegionByWebContext', () => {
  it('finds a region of the given edition by slug', () => {
    expect(getRegionByWebContext('kings', 'espana')?.competitionId).toEqual([3, 6]);
    expect(getRegionByWebContext('queens', 'espana')?.competitionId).toEqual([4, 6]);
  });

  it('gives nothing for a slug the edition does not have', () => {
    expect(getRegionByWebContext('queens', 'italia')).toBeUndefined();
  });

  it('throws WrongWebContextError for an unknown context', () => {
    expect(() => getRegionByWebContext('princes', 'espana')).toThrow(WrongWebContextError);
    expect(() => getRegionByWebContext('princes', 'espana')).toThrow('Wrong webContext param');
  });

  it('labels an unknown region with the section 8 fallback', () => {
    expect(getRegionNameByWebContext('kings', 'atlantis')).toBe(UNKNOWN_REGION_NAME);
    expect(UNKNOWN_REGION_NAME).toBe('Unknown region name');
    expect(getRegionNameByWebContext('kings', 'italia')).toBe('Italy');
  });
});
