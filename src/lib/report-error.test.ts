import { describe, expect, it } from 'vitest';
import { reportOncePer } from './report-error';

describe('reportOncePer', () => {
  it('reports a key once per window', () => {
    let clock = 0;
    const reported: string[] = [];
    const report = reportOncePer(60_000, (error) => reported.push(error.message), () => clock);
    report('a', new Error('first'), {});
    report('a', new Error('again'), {});
    report('b', new Error('other'), {});
    clock = 60_000;
    report('a', new Error('later'), {});
    expect(reported).toEqual(['first', 'other', 'later']);
  });
});
