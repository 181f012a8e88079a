// The state of a Kings League match at one instant, as every surface shows it: the match centre's
// phase strip, the live widget, the share card and the team alerts all draw this one value, which
// `matchState(match, rules, now)` works out from the clock, the season's rules and the events.
import type { SecretCardId } from '../../config/match-rules';

/** The strip's `data-phase` values, in the order a match passes through them. */
export const MATCH_PHASES = ['notStarted', 'scaleUp', 'play', 'doubleGoal', 'halfTime', 'dice', 'matchball', 'shootout', 'ended'] as const;
export type MatchPhase = (typeof MATCH_PHASES)[number];

export type Side = 'home' | 'away';
export type PerSide<T> = { home: T; away: T };

/** An effect in force now; `secondsLeft` is absent for one that lasts to its phase's end. */
export type ActiveEffect =
  | { kind: 'doubleGoalWindow'; secondsLeft: number }
  | {
    kind: 'suspension'; side: Side; playerId?: number; secondsLeft: number; backAtSecond: number;
    /** A red card: the player does not come back, the side is whole again at `backAtSecond`. */
    sentOff?: boolean;
  }
  | { kind: 'card'; side: Side; card: SecretCardId; secondsLeft?: number; endsAtSecond?: number; playerId?: number };

/** A team's secret card: still in hand, or played (`card` absent when the data does not say which). */
export type SecretCardState =
  | { status: 'inHand' }
  /** Never played, and the time to play it is over (Matchball, the shootout or the end has come). */
  | { status: 'unplayed' }
  | {
    status: 'played'; card?: SecretCardId; atSecond: number;
    /** The card a joker was played as, when the data says. */
    asCard?: SecretCardId;
    /** The star player's id (a star-player card), when the data names him. */
    playerId?: number;
  };

export type PresidentPenaltyState =
  | { status: 'available' }
  /** Not called, and the time to call it is over. */
  | { status: 'unused' }
  | {
    status: 'used'; scored: boolean; atSecond: number; presidentName?: string;
    /** Called, its outcome not in the data yet (`scored` is false meanwhile). */
    pending?: boolean;
  };

/** One kick of the shootout; `number` counts the side's own kicks from 1. */
export type ShootoutKick = { side: Side; scored: boolean; number: number; playerId?: number };
export type ShootoutState = { kicks: ShootoutKick[]; score: PerSide<number>; suddenDeath: boolean };

export type MatchballState = {
  /** True once the trailing team has equalised, or the score is level: the next goal wins. */
  nextGoalWins: boolean;
  /** The side that wins with its next goal while the other trails; absent when the next goal wins. */
  leader?: Side;
};

export type MatchState = {
  phase: MatchPhase;
  /** The clock, in match seconds from kick-off (0–2400); absent before kick-off. */
  matchSecond?: number;
  /** Seconds left in the phase; absent where the phase has no set end (before kick-off, shootout, ended). */
  phaseSecondsLeft?: number;
  /** Players on the pitch for each side now, goalkeepers included. */
  onPitch: PerSide<number>;
  /** The dice's face once rolled (the number a side in the dice phase). */
  dice?: number;
  effects: ActiveEffect[];
  cards: PerSide<SecretCardState>;
  presidentPenalty: PerSide<PresidentPenaltyState>;
  matchball?: MatchballState;
  shootout?: ShootoutState;
};

/** What the match data alone does not carry. */
export type MatchStateOptions = {
  /** When the data was read (epoch ms): the clock runs from then when the match carries no `clock`. */
  dataAt?: number;
  /** Each side's president by name, from the teams' staff, for the president's penalty. */
  presidents?: Partial<PerSide<string>>;
  /** The state this many seconds after `now` by the clock alone (no event, no new status). */
  aheadSeconds?: number;
};
