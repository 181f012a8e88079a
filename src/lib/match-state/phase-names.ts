// The message that names each phase, for every surface that shows the state (strip, widget, card,
// alerts): one table, so a phase is called the same everywhere.
import type { MessageId } from '../i18n/messages';
import type { MatchPhase } from './types';

export const PHASE_MESSAGES = {
  notStarted: 'phases.name.notStarted',
  scaleUp: 'phases.name.scaleUp',
  play: 'phases.name.play',
  doubleGoal: 'phases.name.doubleGoal',
  halfTime: 'phases.name.halfTime',
  dice: 'phases.name.dice',
  matchball: 'phases.name.matchball',
  shootout: 'phases.name.shootout',
  ended: 'phases.name.ended',
} as const satisfies Record<MatchPhase, MessageId>;

export function phaseMessageId(phase: MatchPhase): MessageId {
  return PHASE_MESSAGES[phase];
}
