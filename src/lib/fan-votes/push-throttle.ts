// How a match's counts reach its open pages (ADR 062): at most once per interval, the first at
// once and the rest at the end of the interval they fall in, so the last vote of a burst is always
// sent, and a crowd voting a thousand times a second costs the live relays one push per interval.

export type PushThrottle = {
  /** Something changed: a push now, or at the end of the current interval if one went out within it. */
  poke(): void;
};

type Timers = { now: () => number; setTimeout: (run: () => void, ms: number) => unknown };

/** `push` is called at most once per `intervalMs`; what it sends is read when it runs. */
export function createPushThrottle(intervalMs: number, push: () => void, timers: Timers = { now: Date.now, setTimeout: (run, ms) => setTimeout(run, ms) }): PushThrottle {
  let pushedAt = -Infinity;
  let pending = false;
  return {
    poke() {
      if (pending) return;
      pending = true;
      timers.setTimeout(() => {
        pending = false;
        pushedAt = timers.now();
        push();
      }, Math.max(0, pushedAt + intervalMs - timers.now()));
    },
  };
}
