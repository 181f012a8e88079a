// The squad rules the squad simulator enforces; source text: the league's regulation page and its Book of Rules.
import type { PlayerRole } from '../lib/competition/types';

export type RoleLimits = { min: number; max: number };

export type SquadRules = {
  /** Drafted or signed players, the wildcards (the league's "12th and 13th players") among them. */
  squadSize: number;
  maxWildcards: number;
  /** The chosen club's own president, or the visitor's when they found their own club. */
  presidents: number;
  roles: Readonly<Record<PlayerRole, RoleLimits>>;
};

/** The men's and women's editions play by the same squad rules. */
export const SQUAD_RULES = {
  squadSize: 12,
  // None is required: from 2025/26 Spain's clubs sign all twelve freely.
  maxWildcards: 2,
  presidents: 1,
  // The regulation fixes the squad's size, not its make-up, so these limits are the simulator's
  // own. The minima let every squad field a goalkeeper, a back two, a midfield two and a striker
  // without playing anyone out of position. The maxima keep a squad from piling into one role: a
  // line of three and two in reserve for defenders and midfielders, a front three and one for
  // forwards, a starter and one for goalkeepers (a third could never play). Minima add up to 6
  // and maxima to 16, so the six free places always have somewhere to go.
  roles: {
    goalkeeper: { min: 1, max: 2 },
    defender: { min: 2, max: 5 },
    midfielder: { min: 2, max: 5 },
    forward: { min: 1, max: 4 },
  },
} as const satisfies SquadRules;
