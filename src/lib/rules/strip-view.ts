// The phase strip as plain translated data (types only): what the server draws, the live endpoint
// and the socket send again with every change, and the page's clock runs between pushes.
import type { MatchPhase } from '../match-state/browser';
import type { RulesSection } from './phase-sections';

/** A line of the strip; `left` is a countdown (seconds at `at`); `telling` hides it from a visitor who hides results. */
export type StripLine = { text: string; left?: number; telling?: true };

/** One side's card and president's penalty; `masked` stands for `penalty` when results are hidden. */
export type StripSide = { card: string; penalty: string; masked?: string };

export type PhaseStripView = {
  phase: MatchPhase;
  name: string;
  /** The explainer page's section about this phase. */
  section: RulesSection;
  /** Seconds left in the phase at `at`. */
  left?: number;
  /** When the state was worked out (epoch ms): the page's clock counts down from here. */
  at: number;
  /** `data-on-pitch`: "4-4", goalkeepers included. */
  onPitch: string;
  /** "4 v 4" as seen, and as read out; absent when no one is on the pitch (before kick-off, half-time, full time). */
  pitch?: string;
  pitchLabel?: string;
  effects: StripLine[];
  home: StripSide;
  away: StripSide;
  /** What tells the score (Matchball's leader, the shootout's tally): hidden in spoiler-free mode. */
  telling?: string;
  /** The words around the countdowns. */
  leftLabel: string;
  /** What the clock alone changes next, `in` seconds after `at`: the page draws it when due. */
  next?: StripChange;
};

/** The fields of the strip that change at its next change (null: gone), `in` seconds after `at`. */
export type StripChange = { in: number } & { [K in Exclude<keyof PhaseStripView, 'at' | 'next'>]?: PhaseStripView[K] | null };
