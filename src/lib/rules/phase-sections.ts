// The explainer page's sections ("How a Kings League match works"), in the order it tells them,
// and the one each phase of the strip links to: the strip's links and the page's ids are this table.
import type { MatchPhase } from '../match-state';

export const RULES_SECTIONS = ['halves', 'scale-up', 'double-goal', 'secret-cards', 'presidents-penalty', 'suspensions', 'dice', 'matchball', 'shootout', 'points'] as const;
export type RulesSection = (typeof RULES_SECTIONS)[number];

export const PHASE_SECTIONS = {
  notStarted: 'secret-cards',
  scaleUp: 'scale-up',
  play: 'halves',
  doubleGoal: 'double-goal',
  halfTime: 'dice',
  dice: 'dice',
  matchball: 'matchball',
  shootout: 'shootout',
  ended: 'points',
} as const satisfies Record<MatchPhase, RulesSection>;
