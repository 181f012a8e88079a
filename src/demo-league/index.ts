// The built-in demo league: the competition API answered from D1, with a live current turn.
export { createDemoLeagueApp } from './api/app';
export type { DemoBindings, DemoDatabase } from './api/database';
export { getDemoNow, setDemoClockOffset } from './clock';
export { demoWinnerVotes } from './vote-seeds';
