import { describe, expect, it } from 'vitest';
import { buildStaff } from '../testing/builders';
import { findPresident } from './president';

describe('findPresident', () => {
  it('finds the staff member whose role is president', () => {
    const staffs = [buildStaff(1, 'coach'), buildStaff(2, 'president'), buildStaff(3, 'assistant')];
    expect(findPresident(staffs)?.id).toBe(2);
  });

  it('gives nothing when the team has no president', () => {
    expect(findPresident([buildStaff(1, 'coach')])).toBeUndefined();
  });
});
