// The team pages' front door: a team's page in full, and how its colours, squad, figures and accounts are shown
// (the colours the browser needs too are browser.ts, re-exported here).
export * from './browser';
export { loadTeamPage, type TeamPageData } from './load-team-page';
export { toTeamSocialLinks } from './social-links';
export { buildSportsTeam } from './sports-team';
export { groupSquadByRole } from './squad';
export { toSideColours } from './side-colours';
export { labelTeamStat } from './stat-labels';
export { readSeasonParameter } from './team-seasons';
