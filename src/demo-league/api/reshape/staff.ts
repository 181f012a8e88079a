// Staff rows to the contract's Staff.
import type { StaffRow } from '../queries/staffs';

export type StaffJson = { id: number; firstName: string; lastName: string; role: string; countryId?: number; birthDate?: string };

export function toStaff(row: StaffRow): StaffJson {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role,
    ...(row.country_id !== null ? { countryId: row.country_id } : {}),
    ...(row.birth_date ? { birthDate: row.birth_date } : {}),
  };
}
