// The league's match clock (section 4): two halves of twenty minutes, counted in match seconds.
export const HALF_MINUTES = 20;
export const HALF_SECONDS = HALF_MINUTES * 60;
/** The final whistle: the MVP is named at this second, shootout kicks follow it (2401, 2402, …). */
export const FULL_TIME_SECOND = 2 * HALF_SECONDS;
export const MATCH_MINUTES = 2 * HALF_MINUTES;
