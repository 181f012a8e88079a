// What happens in forty minutes: goals (some worth two late in a half), assists, penalties, the
// president's penalty, cards, the secret weapon card, VAR and the second-half dice roll.
import { EVENT_CODES as E, diceCode } from '../codes';
import { HALF_SECONDS } from '../match-clock';
import type { Appearance } from './lineup';
import type { Rng } from '../seeded-random';
import type { EventTuple } from './types';

export type Side = { teamId: number; lineup: Appearance[] };

/** The last two minutes of each half, when a goal may count double. */
const DOUBLE_WINDOW = 120;

const SCORING_WEIGHT = { goalkeeper: 0.05, defender: 1, midfielder: 2.4, forward: 4.5 } as const;
const BOOKING_WEIGHT = { goalkeeper: 0.3, defender: 2.2, midfielder: 1.6, forward: 1 } as const;

/** A second of the match that leaves room for a follow-up event in the same half. */
function momentInMatch(rng: Rng): number {
  const half = rng.chance(0.5) ? 0 : HALF_SECONDS;
  return half + rng.int(15, HALF_SECONDS - 25);
}

export function halfOf(matchSecond: number): 1 | 2 {
  return matchSecond < HALF_SECONDS ? 1 : 2;
}

const tuple = (second: number, teamId: number, playerId: number, codes: string): EventTuple => [second, halfOf(second), teamId, playerId, codes];

function outfield(side: Side): Appearance[] {
  return side.lineup.filter((a) => a.player.role !== 'goalkeeper');
}

function goalEvents(rng: Rng, side: Side, chances: number): EventTuple[] {
  const events: EventTuple[] = [];
  const shooters = outfield(side);
  for (let i = 0; i < chances; i++) {
    const second = momentInMatch(rng);
    const scorer = rng.weighted(shooters, (a) => SCORING_WEIGHT[a.player.role] * a.minutes * (a.player.rating / 70) ** 2).player;
    if (rng.chance(0.08)) {
      events.push(tuple(second, side.teamId, scorer.id, E.penaltyAwarded));
      events.push(tuple(second + 20, side.teamId, scorer.id, rng.chance(0.78) ? `${E.goal},${E.penaltyGoal}` : E.penaltyMissed));
      continue;
    }
    const late = second % HALF_SECONDS >= HALF_SECONDS - DOUBLE_WINDOW;
    events.push(tuple(second, side.teamId, scorer.id, late && rng.chance(0.5) ? `${E.goal},${E.doubleGoal}` : E.goal));
    const mates = shooters.filter((a) => a.player.id !== scorer.id);
    if (mates.length > 0 && rng.chance(0.7)) {
      const assistant = rng.weighted(mates, (a) => a.minutes * (a.player.role === 'defender' ? 0.6 : 1)).player;
      events.push(tuple(second, side.teamId, assistant.id, E.assist));
    }
  }
  return events;
}

function bookings(rng: Rng, side: Side): EventTuple[] {
  const events: EventTuple[] = [];
  const count = rng.poisson(1.1);
  for (let i = 0; i < count; i++) {
    const player = rng.weighted(side.lineup, (a) => BOOKING_WEIGHT[a.player.role] * a.minutes).player;
    events.push(tuple(momentInMatch(rng), side.teamId, player.id, E.yellowCard));
  }
  if (rng.chance(0.04)) {
    const player = rng.weighted(outfield(side), (a) => BOOKING_WEIGHT[a.player.role]).player;
    events.push(tuple(momentInMatch(rng), side.teamId, player.id, E.redCard));
  }
  return events;
}

/** Goals expected of a side: the league scores freely, and the better squad a little more. */
export function expectedGoals(own: Side, other: Side): number {
  const strength = (side: Side) => side.lineup.reduce((sum, a) => sum + a.player.rating * a.minutes, 0) / side.lineup.reduce((sum, a) => sum + a.minutes, 0);
  return 3.6 * (strength(own) / strength(other)) ** 3;
}

export function regulationEvents(rng: Rng, home: Side, away: Side): EventTuple[] {
  const events = [
    ...goalEvents(rng, home, rng.poisson(expectedGoals(home, away))),
    ...goalEvents(rng, away, rng.poisson(expectedGoals(away, home))),
    ...bookings(rng, home),
    ...bookings(rng, away),
  ];
  if (rng.chance(0.3)) {
    // The president steps up: no player takes it, so the event names the team only.
    const side = rng.chance(0.5) ? home : away;
    const second = momentInMatch(rng);
    events.push(tuple(second, side.teamId, 0, E.presidentPenalty));
    events.push(tuple(second + 20, side.teamId, 0, rng.chance(0.7) ? `${E.goal},${E.presidentPenaltyGoal}` : E.penaltyMissed));
  }
  for (const side of [home, away]) {
    if (rng.chance(0.85)) events.push(tuple(momentInMatch(rng), side.teamId, 0, E.secretWeapon));
  }
  if (rng.chance(0.35)) events.push(tuple(momentInMatch(rng), rng.chance(0.5) ? home.teamId : away.teamId, 0, E.var));
  // The dice are rolled early in the second half and set the players a side for two minutes.
  const roller = rng.chance(0.5) ? home : away;
  events.push(tuple(HALF_SECONDS + rng.int(240, 420), roller.teamId, 0, diceCode(rng.int(1, 6))));
  return events.sort((a, b) => a[0] - b[0]);
}

/** A goal event's worth on the scoreboard: a double-value goal counts two. */
export function goalValue(codes: string): number {
  const list = codes.split(',');
  if (!list.includes(E.goal)) return 0;
  return list.includes(E.doubleGoal) ? 2 : 1;
}
