// The shootout kick by kick: each side's kicks numbered from one, the score, and whether the
// kicks each side was due are all taken (sudden death from then on).
import type { SeasonRules } from '../../config/match-rules';
import { has, RULE_CODES, SHOOTOUT_HALF, type SidedEvent } from './events';
import type { ShootoutKick, ShootoutState } from './types';

export function shootoutOf(rules: SeasonRules, events: readonly SidedEvent[]): ShootoutState | undefined {
  const kicks: ShootoutKick[] = [];
  const taken = { home: 0, away: 0 };
  for (const event of events) {
    if (event.half !== SHOOTOUT_HALF) continue;
    const scored = has(event, RULE_CODES.shootoutScored);
    if (!scored && !has(event, RULE_CODES.shootoutMissed)) continue;
    taken[event.side] += 1;
    const kick: ShootoutKick = { side: event.side, scored, number: taken[event.side] };
    if (event.playerId !== undefined) kick.playerId = event.playerId;
    kicks.push(kick);
  }
  if (kicks.length === 0) return undefined;
  const score = { home: kicks.filter((k) => k.side === 'home' && k.scored).length, away: kicks.filter((k) => k.side === 'away' && k.scored).length };
  const each = rules.shootoutKicksEach;
  const pastTheKicksDue = Math.min(taken.home, taken.away) >= each && (score.home === score.away || kicks.length > 2 * each);
  return { kicks, score, suddenDeath: pastTheKicksDue };
}
