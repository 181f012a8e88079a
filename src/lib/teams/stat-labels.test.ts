import { describe, expect, it } from 'vitest';
import { getIntl } from '../i18n/intl';
import { labelTeamStat } from './stat-labels';

describe('labelTeamStat', () => {
  it('names known codes in the page’s language', () => {
    expect(labelTeamStat({ code: 'TIR-S', name: 'Tiros a puerta' }, getIntl('en', 'kings').t)).toBe('Shots on target');
    expect(labelTeamStat({ code: 'GOL', name: 'Goles' }, getIntl('fr', 'kings').t)).toBe('Buts');
  });

  it('keeps the upstream name of a code it does not know', () => {
    expect(labelTeamStat({ code: 'NEW', name: 'Something new' }, getIntl('en', 'kings').t)).toBe('Something new');
  });
});
