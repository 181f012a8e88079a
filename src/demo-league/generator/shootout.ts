// A level match goes to a shootout (the league has no draws): five kicks a side (the season's
// rules), then sudden death; the sixteenth kick at the latest decides it, so a live shootout lasts
// a few minutes.
import { EVENT_CODES as E } from '../codes';
import { DEMO_RULES } from '../rules';
import type { Side } from './match-events';
import { FULL_TIME_SECOND } from '../match-clock';
import type { Rng } from '../seeded-random';
import type { EventTuple } from './types';

export const SHOOTOUT_HALF = 5;
const KICKS_EACH = DEMO_RULES.shootoutKicksEach;
/** The kicks due, then three rounds of sudden death at most. */
export const MAX_SHOOTOUT_KICKS = 2 * (KICKS_EACH + 3);

export type Shootout = { events: EventTuple[]; home: number; away: number };

function takers(side: Side): number[] {
  return side.lineup
    .filter((a) => a.player.role !== 'goalkeeper')
    .sort((a, b) => b.player.rating - a.player.rating || a.player.id - b.player.id)
    .map((a) => a.player.id);
}

/** The last possible kick (the away side's) must settle it: in when level, out when behind by one. */
function lastKickScores(home: number, away: number): boolean {
  return home === away;
}

export function runShootout(rng: Rng, home: Side, away: Side): Shootout {
  const order = [takers(home), takers(away)];
  const sides = [home, away];
  const score = [0, 0];
  const events: EventTuple[] = [];
  for (let kick = 0; kick < MAX_SHOOTOUT_KICKS; kick++) {
    const s = kick % 2;
    const round = Math.floor(kick / 2);
    const list = order[s] ?? [];
    const side = sides[s]!;
    const playerId = list.length > 0 ? list[round % list.length]! : 0;
    const scored = kick === MAX_SHOOTOUT_KICKS - 1 ? lastKickScores(score[0]!, score[1]!) : rng.chance(0.7);
    if (scored) score[s]!++;
    events.push([FULL_TIME_SECOND + kick + 1, SHOOTOUT_HALF, side.teamId, playerId, scored ? E.shootoutScored : E.shootoutMissed]);
    const taken = [Math.ceil((kick + 1) / 2), Math.floor((kick + 1) / 2)];
    const left = [Math.max(0, KICKS_EACH - taken[0]!), Math.max(0, KICKS_EACH - taken[1]!)];
    const decidedInKicksDue = kick < 2 * KICKS_EACH && (score[0]! + left[0]! < score[1]! || score[1]! + left[1]! < score[0]!);
    const decidedInSuddenDeath = kick >= 2 * KICKS_EACH - 1 && s === 1 && score[0] !== score[1];
    if (decidedInKicksDue || decidedInSuddenDeath) break;
  }
  return { events, home: score[0]!, away: score[1]! };
}
