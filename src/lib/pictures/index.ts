// Pictures the site draws itself from the league's data when the data gives no picture file
// (what the browser needs too is browser.ts, re-exported here).
export * from './browser';
export { toCrestShape, type CrestShape, type CrestTeam } from './crest-shape';
export { toKitShape, type KitShape } from './kit-shape';
export { toPartnerMark, type PartnerMark } from './partner-mark';
