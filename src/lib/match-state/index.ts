// The match's state under the league's rules (issue 39): one pure function every surface draws.
import type phasesEn from '../../../messages/features/phases/en.json';

declare module '../i18n/messages' {
  interface FeatureMessageSets {
    phases: typeof phasesEn;
  }
}

export * from './browser';
export { nextChange } from './next-change';
