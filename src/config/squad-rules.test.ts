import { describe, expect, it } from 'vitest';
import { BENCH_SIZE, FORMATIONS, HOME_LINE_BY_ROLE, PLAYERS_ON_PITCH, countLineSlots } from './formations';
import { SQUAD_RULES } from './squad-rules';

const limits = Object.values(SQUAD_RULES.roles);

describe('squad rules table', () => {
  it('is the league’s twelve: ten signed players and at most two wildcards, one president', () => {
    expect(SQUAD_RULES.squadSize).toBe(12);
    expect(SQUAD_RULES.maxWildcards).toBe(2);
    expect(SQUAD_RULES.presidents).toBe(1);
  });

  it('can always be satisfied: the minima fit in the squad and the maxima can fill it', () => {
    const minima = limits.reduce((sum, { min }) => sum + min, 0);
    const maxima = limits.reduce((sum, { max }) => sum + max, 0);
    expect(minima).toBeLessThanOrEqual(SQUAD_RULES.squadSize);
    expect(maxima).toBeGreaterThanOrEqual(SQUAD_RULES.squadSize);
    for (const { min, max } of limits) expect(min).toBeLessThanOrEqual(max);
  });

  it('asks for a goalkeeper and lets no more than one wait behind the starter', () => {
    expect(SQUAD_RULES.roles.goalkeeper).toEqual({ min: 1, max: 2 });
  });

  it('lets every formation’s lines be filled by players of their own role', () => {
    for (const [id, formation] of Object.entries(FORMATIONS)) {
      const counts = countLineSlots(formation);
      for (const [role, line] of Object.entries(HOME_LINE_BY_ROLE)) {
        expect(SQUAD_RULES.roles[role as keyof typeof HOME_LINE_BY_ROLE].max, `${id} ${role}`).toBeGreaterThanOrEqual(counts[line]);
      }
    }
  });

  it('fills the pitch and the bench with exactly one squad', () => {
    expect(PLAYERS_ON_PITCH + BENCH_SIZE).toBe(SQUAD_RULES.squadSize);
  });
});
