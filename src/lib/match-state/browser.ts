// The browser's door: the same pure state, for the strip's enhancer and the widget's script; the
// server's door (index.ts) opens onto this one.
export { matchState } from './match-state';
export { matchSecondAt } from './clock';
export { phaseAtSecond, rulesMomentAllowed, scaleUpEndSecond, diceEndSecond, doubleGoalStartSecond } from './phase';
export { phaseMessageId, PHASE_MESSAGES } from './phase-names';
export { goalValue } from './events';
export * from './types';
