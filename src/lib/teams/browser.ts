// The teams feature's browser-safe front door: a team's colours, as the simulators draw them in
// the browser. index.ts re-exports it.
export { toSchemeColours, toTeamPalette, type ColourUse, type TeamPalette } from './team-colours';
