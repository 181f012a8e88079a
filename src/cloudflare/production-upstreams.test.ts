import { describe, expect, it } from 'vitest';
import { assertProductionUpstreams, missingUpstreams } from './production-upstreams';

const READY = { COMPETITION_API_URL: 'https://api.kingsleague.pro', NEWS_CMS: 'remote' };

describe('a production Worker’s upstreams', () => {
  it('lets a Worker with a league upstream and a chosen CMS start', () => {
    expect(missingUpstreams(READY)).toEqual([]);
    expect(missingUpstreams({ COMPETITION_API_URL: 'https://api.example', NEWS_CMS_URL: 'https://cms.example' })).toEqual([]);
    expect(() => assertProductionUpstreams(READY)).not.toThrow();
  });

  it.each([
    ['unset', {}],
    ['empty', { COMPETITION_API_URL: '' }],
    ['blank', { COMPETITION_API_URL: '   ' }],
    ['not a URL', { COMPETITION_API_URL: 'api.kingsleague.pro' }],
    ['not http', { COMPETITION_API_URL: 'file:///etc/passwd' }],
  ])('refuses a league upstream that is %s, naming the variable', (_, league) => {
    const vars = { NEWS_CMS: 'remote', ...league };
    expect(missingUpstreams(vars)).toHaveLength(1);
    expect(() => assertProductionUpstreams(vars)).toThrow(/cannot start: COMPETITION_API_URL .*--env kings-demo or queens-demo/);
  });

  it('refuses the demo CMS, which a production Worker does not carry', () => {
    for (const vars of [{ COMPETITION_API_URL: 'https://api.example' }, { COMPETITION_API_URL: 'https://api.example', NEWS_CMS: 'demo' }]) {
      expect(() => assertProductionUpstreams(vars)).toThrow(/the news CMS is not chosen/);
    }
  });

  it('names every missing upstream at once', () => {
    expect(missingUpstreams({})).toHaveLength(2);
  });
});
