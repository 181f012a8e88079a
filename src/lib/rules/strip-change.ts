// The strip's next change by the clock alone (a phase's end, an effect's, a step of players), sent
// as only what differs: the server writes it with the view, the page's clock draws it when it is
// due, so a phase boundary is crossed between pushes and the socket's message stays short.
import type { PhaseStripView, StripChange } from './strip-view';

type Drawn = Omit<PhaseStripView, 'next'>;
type ChangedKey = Exclude<keyof Drawn, 'at'>;

/** `strip` seen `seconds` later with nothing changed: its countdowns counted down. */
function countedDown(strip: PhaseStripView, seconds: number): Drawn {
  const { next: _next, ...drawn } = strip;
  return {
    ...drawn,
    ...(drawn.left !== undefined ? { left: Math.max(0, drawn.left - seconds) } : {}),
    effects: drawn.effects.map((effect) => (effect.left !== undefined ? { ...effect, left: Math.max(0, effect.left - seconds) } : effect)),
    at: drawn.at + seconds * 1000,
  };
}

/** What `later` (the strip `inSeconds` after `strip`) changes of it: each field that differs once counted down, null for one gone. */
export function stripChange(strip: PhaseStripView, later: PhaseStripView, inSeconds: number): StripChange {
  const before = countedDown(strip, inSeconds) as Record<ChangedKey, unknown>;
  const { next: _next, at: _at, ...after } = later;
  const change: Record<string, unknown> = { in: inSeconds };
  const keys = new Set([...Object.keys(before), ...Object.keys(after)].filter((key) => key !== 'at') as ChangedKey[]);
  for (const key of keys) {
    const value = after[key];
    if (JSON.stringify(value) !== JSON.stringify(before[key])) change[key] = value ?? null;
  }
  return change as StripChange;
}

/** The strip once its next change is due, or undefined when the clock alone changes nothing. */
export function stripAfter(strip: PhaseStripView): PhaseStripView | undefined {
  if (!strip.next) return undefined;
  const { in: inSeconds, ...changed } = strip.next;
  const after: Record<string, unknown> = countedDown(strip, inSeconds);
  for (const [key, value] of Object.entries(changed)) {
    if (value === null) delete after[key];
    else after[key] = value;
  }
  return after as Drawn;
}
