import { describe, expect, it } from 'vitest';
import { createRecentAnswers } from './recent-answers';

describe('createRecentAnswers', () => {
  it('asks once for everyone within the lifetime, in flight included, then again', async () => {
    let clock = 0;
    let looks = 0;
    const answers = createRecentAnswers<number>(2_500, () => clock);
    const find = async () => ++looks;
    expect(await Promise.all([answers.ask('m1', find), answers.ask('m1', find)])).toEqual([1, 1]);
    clock = 2_499;
    expect(await answers.ask('m1', find)).toBe(1);
    expect(await answers.ask('m2', find)).toBe(2);
    clock = 2_500;
    expect(await answers.ask('m1', find)).toBe(3);
  });

  it('does not keep a failure', async () => {
    const answers = createRecentAnswers<string>(2_500, () => 0);
    await expect(answers.ask('m1', () => Promise.reject(new Error('upstream down')))).rejects.toThrow('upstream down');
    expect(await answers.ask('m1', async () => 'live')).toBe('live');
  });
});
