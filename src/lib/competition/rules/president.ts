// Section 6: the only staff role the site looks up is the team's president.
import type { Staff } from '../types';

export const PRESIDENT_ROLE = 'president';

export function findPresident<T extends Pick<Staff, 'role'>>(staffs: readonly T[]): T | undefined {
  return staffs.find((staff) => staff.role === PRESIDENT_ROLE);
}
