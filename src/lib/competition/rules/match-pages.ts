// Section 5: competitions whose matches have no page of their own.
export const COMPETITIONS_WITHOUT_MATCH_PAGES = [8, 1, 2] as const satisfies readonly number[];

export function hasMatchPages(competitionId: number): boolean {
  return !(COMPETITIONS_WITHOUT_MATCH_PAGES as readonly number[]).includes(competitionId);
}
