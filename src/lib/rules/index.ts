// How a Kings League match is told to a fan: the phase strip's view (the match centre, the live
// widget) and the sections of the explainer page the strip links to.
import type rulesEn from '../../../messages/features/rules/en.json';

declare module '../i18n/messages' {
  interface FeatureMessageSets {
    rules: typeof rulesEn;
  }
}

export { buildPhaseStrip, CARD_NAMES, phaseStripOf, type PhaseStripView, type StripChange, type StripLine, type StripSide } from './phase-strip';
export { stripAfter, stripChange } from './strip-change';
export { PHASE_SECTIONS, RULES_SECTIONS, type RulesSection } from './phase-sections';
export { formatCountdown } from './countdown';
