import { describe, expect, it } from 'vitest';
import { demoWinnerVotes } from './vote-seeds';

describe("the demo league's seeded votes", () => {
  it('are the same for a match every time, differ between matches and look like a crowd', () => {
    expect(demoWinnerVotes(101)).toEqual(demoWinnerVotes(101));
    expect(demoWinnerVotes(101)).not.toEqual(demoWinnerVotes(102));
    for (let id = 1; id <= 200; id += 1) {
      const { home, away, shootout } = demoWinnerVotes(id);
      const total = home + away + shootout;
      expect(total).toBeGreaterThanOrEqual(300);
      expect(total).toBeLessThanOrEqual(3_000);
      // Nobody gets everything, and the shootout is the outsider's call.
      for (const share of [home, away, shootout]) expect(share / total).toBeGreaterThan(0.05);
      expect(shootout).toBeLessThan(Math.max(home, away));
    }
  });
});
