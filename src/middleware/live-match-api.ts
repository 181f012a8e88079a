// The in-process doors (live-watch.ts, team-alerts-dispatch.ts) take the live match API's
// options; they are being replaced by direct calls, and this name goes with them.
export type { LiveMatchApiOptions } from '../endpoints/api/live-match-api';
