// The browser's door: the strip's countdowns, drawn as the server draws them.
export { formatCountdown } from './countdown';
export type { PhaseStripView, StripChange, StripLine, StripSide } from './strip-view';
export { stripAfter } from './strip-change';
