// When things happen, in weeks and days from the current turn (week 0 is "today" in the league's
// time zone). The API turns these offsets into dates at request time; nothing stores a date.

/** The current season's turn being played today (0-based): seven turns played, four to go. */
export const CURRENT_TURN_INDEX = 7;
/** Regular turns per season (a round robin of twelve teams). */
export const REGULAR_TURNS = 11;
/** Playoff turns: quarter-finals, semi-finals, final. */
export const PLAYOFF_TURNS = 3;
/** Weeks between the previous season's final and the current season's first turn. */
export const BREAK_WEEKS = 5;
/** Days before a season's first turn when its draft is held; the transfer window follows it. */
export const DRAFT_DAYS_BEFORE = 14;

export const CURRENT_FIRST_WEEK = -CURRENT_TURN_INDEX;
export const PREVIOUS_FIRST_WEEK = CURRENT_FIRST_WEEK - BREAK_WEEKS - (REGULAR_TURNS + PLAYOFF_TURNS - 1);
/** Side cups are played in the weeks just before their league's previous season. */
export const CUP_FIRST_WEEK = PREVIOUS_FIRST_WEEK - PLAYOFF_TURNS - 1;

export function draftDayOffset(firstWeek: number): number {
  return firstWeek * 7 - DRAFT_DAYS_BEFORE;
}
