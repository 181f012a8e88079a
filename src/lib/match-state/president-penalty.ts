// Each team's president's penalty: `PP` when called, `GOL-PP` when scored, a miss otherwise
// (the demo sends `PEN-F`); the president named from the teams' staff when the page has it.
import { has, perSide, RULE_CODES, type SidedEvent } from './events';
import type { PerSide, PresidentPenaltyState } from './types';

const MISSED = 'PEN-F';

export function presidentPenalties(events: readonly SidedEvent[], presidents: Partial<PerSide<string>> = {}): PerSide<PresidentPenaltyState> {
  return perSide((side) => {
    const own = events.filter((event) => event.side === side && event.half <= 2);
    const called = own.find((event) => has(event, RULE_CODES.presidentPenalty));
    const goal = own.find((event) => has(event, RULE_CODES.presidentPenaltyGoal) && (!called || event.matchSecond >= called.matchSecond));
    if (!called && !goal) return { status: 'available' };
    const atSecond = (called ?? goal)!.matchSecond;
    const missed = !goal && called !== undefined && own.some((event) => event !== called && has(event, MISSED) && event.matchSecond >= called.matchSecond);
    const state: PresidentPenaltyState = { status: 'used', scored: goal !== undefined, atSecond };
    if (!goal && !missed) state.pending = true;
    const name = presidents[side];
    if (name) state.presidentName = name;
    return state;
  });
}
