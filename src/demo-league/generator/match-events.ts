// What happens in forty minutes, by the season's rules (config/match-rules.ts): goals and assists,
// penalties, the president's penalty (in open play, the rival sometimes answering), yellow and red
// cards, a secret card per team, VAR and the second half's dice; then the rules mark the goals worth
// two and Matchball may end the match early.
import { rulesMomentAllowed } from '../../lib/match-state';
import { EVENT_CODES as E, diceCode } from '../codes';
import { HALF_SECONDS } from '../match-clock';
import { DEMO_RULES } from '../rules';
import type { Appearance } from './lineup';
import { markDoubleGoals, withinRegulation } from './rules-scoring';
import { playSecretCard, type PlayedCard } from './secret-cards';
import type { Rng } from '../seeded-random';
import type { EventTuple } from './types';

export type Side = { teamId: number; lineup: Appearance[] };


const SCORING_WEIGHT = { goalkeeper: 0.05, defender: 1, midfielder: 2.4, forward: 4.5 } as const;
const BOOKING_WEIGHT = { goalkeeper: 0.3, defender: 2.2, midfielder: 1.6, forward: 1 } as const;

/** A second before `end`, in either half, leaving room for a follow-up event in the same half. */
function momentBefore(rng: Rng, end: number): number {
  for (;;) {
    const second = momentInMatch(rng);
    if (second < end) return second;
  }
}

/** A second of open play (no scale-up, double goal, dice or Matchball) before `last`, if one is drawn. */
function openPlayMoment(rng: Rng, last: number): number | undefined {
  for (let tries = 0; tries < 20; tries++) {
    const second = rng.int(0, last);
    if (rulesMomentAllowed(DEMO_RULES, second, last)) return second;
  }
  return undefined;
}

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
    events.push(tuple(second, side.teamId, scorer.id, E.goal));
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
    // In Matchball mode a yellow is a shootout kick instead: the demo books players before it.
    events.push(tuple(momentBefore(rng, DEMO_RULES.matchballFromSecond), side.teamId, player.id, E.yellowCard));
  }
  if (rng.chance(0.04)) {
    const player = rng.weighted(outfield(side), (a) => BOOKING_WEIGHT[a.player.role]).player;
    events.push(tuple(momentBefore(rng, DEMO_RULES.matchballFromSecond), side.teamId, player.id, E.redCard));
  }
  return events;
}

/** Goals expected of a side: the league scores freely, and the better squad a little more. */
export function expectedGoals(own: Side, other: Side): number {
  const strength = (side: Side) => side.lineup.reduce((sum, a) => sum + a.player.rating * a.minutes, 0) / side.lineup.reduce((sum, a) => sum + a.minutes, 0);
  return 3.6 * (strength(own) / strength(other)) ** 3;
}

/** The president steps up (no player takes it, so the event names the team only); scored or missed. */
function presidentPenalty(rng: Rng, teamId: number, second: number): EventTuple[] {
  return [tuple(second, teamId, 0, E.presidentPenalty), tuple(second + 20, teamId, 0, rng.chance(0.7) ? `${E.goal},${E.presidentPenaltyGoal}` : E.penaltyMissed)];
}

function presidentPenalties(rng: Rng, home: Side, away: Side): EventTuple[] {
  if (!rng.chance(0.3)) return [];
  const [caller, rival] = rng.chance(0.5) ? [home, away] : [away, home];
  const second = openPlayMoment(rng, DEMO_RULES.presidentPenaltyLastSecond - 80);
  if (second === undefined) return [];
  const events = presidentPenalty(rng, caller.teamId, second);
  // The rival may answer with its own, once the first is taken.
  if (rng.chance(0.35) && rulesMomentAllowed(DEMO_RULES, second + 60, DEMO_RULES.presidentPenaltyLastSecond)) events.push(...presidentPenalty(rng, rival.teamId, second + 60));
  return events;
}

function secretCards(rng: Rng, home: Side, away: Side): { events: EventTuple[]; played: PlayedCard[] } {
  const events: EventTuple[] = [];
  const played: PlayedCard[] = [];
  for (const side of [home, away]) {
    const shooters = outfield(side).map((a) => ({ id: a.player.id, weight: SCORING_WEIGHT[a.player.role] * a.minutes }));
    const card = playSecretCard(rng, DEMO_RULES, { teamId: side.teamId, shooters }, halfOf);
    events.push(...card.events);
    if (card.played) played.push(card.played);
  }
  return { events, played };
}

export function regulationEvents(rng: Rng, home: Side, away: Side): EventTuple[] {
  const events = [
    ...goalEvents(rng, home, rng.poisson(expectedGoals(home, away))),
    ...goalEvents(rng, away, rng.poisson(expectedGoals(away, home))),
    ...bookings(rng, home),
    ...bookings(rng, away),
    ...presidentPenalties(rng, home, away),
  ];
  const cards = secretCards(rng, home, away);
  events.push(...cards.events);
  if (rng.chance(0.35)) events.push(tuple(momentInMatch(rng), rng.chance(0.5) ? home.teamId : away.teamId, 0, E.var));
  // The dice open the second half and set the players a side for the dice phase.
  const roller = rng.chance(0.5) ? home : away;
  events.push(tuple(HALF_SECONDS, roller.teamId, 0, diceCode(rng.pick(DEMO_RULES.diceFaces))));
  const scored = markDoubleGoals(DEMO_RULES, events, cards.played);
  return withinRegulation(DEMO_RULES, scored, home.teamId).sort((a, b) => a[0] - b[0]);
}

/** A goal event's worth on the scoreboard: a double-value goal counts two. */
export function goalValue(codes: string): number {
  const list = codes.split(',');
  if (!list.includes(E.goal)) return 0;
  return list.includes(E.doubleGoal) ? 2 : 1;
}
