// The match's events as the rules read them: whose, when, and which of the league's codes they carry
// (docs/data-contract.md, "Codes"; `CARD-*` beside `CARD-ACT` is the proposed code of the card).
import type { Match, MatchEvent } from '../competition/types';
import type { PerSide, Side } from './types';

export const RULE_CODES = {
  goal: 'GOL',
  doubleGoal: 'GOL-D',
  yellowCard: 'TA',
  redCard: 'TR',
  presidentPenalty: 'PP',
  presidentPenaltyGoal: 'GOL-PP',
  shootoutScored: 'SO-G',
  shootoutMissed: 'SO-F',
  cardPlayed: 'CARD-ACT',
} as const;

/** The half of a shootout's kicks (a shootout card's kick during play is in its own half). */
export const SHOOTOUT_HALF = 5;

const DICE = /^DADO-(\d{1,2})$/;

export const has = (event: MatchEvent, code: string) => event.codes.includes(code);

export function sideOf(match: Pick<Match, 'homeTeamId' | 'awayTeamId'>, teamId: number | undefined): Side | undefined {
  if (teamId === undefined) return undefined;
  return teamId === match.homeTeamId ? 'home' : teamId === match.awayTeamId ? 'away' : undefined;
}

export const otherSide = (side: Side): Side => (side === 'home' ? 'away' : 'home');

/** The dice's face a `DADO-n` event carries, if it is one. */
export function diceFace(event: MatchEvent): number | undefined {
  for (const code of event.codes) {
    const found = DICE.exec(code);
    if (found) return Number(found[1]);
  }
  return undefined;
}

/** What a goal event puts on the scoreboard: two for a double goal, nothing for a non-goal. */
export function goalValue(event: MatchEvent): number {
  if (!has(event, RULE_CODES.goal)) return 0;
  return has(event, RULE_CODES.doubleGoal) ? 2 : 1;
}

export type SidedEvent = MatchEvent & { side: Side };

/** Events of either team in clock order (stable for events of one second). */
export function sidedEvents(match: Match): SidedEvent[] {
  return match.events
    .map((event, index) => ({ event, index, side: sideOf(match, event.teamId) }))
    .filter((item): item is { event: MatchEvent; index: number; side: Side } => item.side !== undefined)
    .sort((a, b) => a.event.half - b.event.half || a.event.matchSecond - b.event.matchSecond || a.index - b.index)
    .map(({ event, side }) => ({ ...event, side }));
}

export const perSide = <T>(make: (side: Side) => T): PerSide<T> => ({ home: make('home'), away: make('away') });
