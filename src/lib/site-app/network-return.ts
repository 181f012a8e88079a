// A kept copy waits for the network by asking it (ADR 055). The browser's `online` event is not
// enough: a page loaded with no network may say it is online all along (Chromium 150 under
// emulation, a stadium's Wi-Fi that connects and passes nothing, the worker's 3-second fallback),
// and then no event ever comes. So the page checks on a schedule that backs off, and at once when
// an event says the fan may be back.

export type CheckSchedule = { readonly firstMs: number; readonly maxMs: number; readonly jitter: number };

/** The wait before check `attempt` (0 the first): doubled each time up to the ceiling, spread by ± the jitter; `random` is in [0, 1). */
export function checkDelay(attempt: number, schedule: CheckSchedule, random: () => number): number {
  const base = Math.min(schedule.maxMs, schedule.firstMs * 2 ** Math.min(attempt, 16));
  return Math.round(base * (1 + schedule.jitter * (2 * random() - 1)));
}

export type Timers = { set(run: () => void, ms: number): unknown; clear(handle: unknown): void };

const TIMERS: Timers = { set: (run, ms) => setTimeout(run, ms), clear: (handle) => clearTimeout(handle as number) };

export type NetworkWatch = {
  /** Checks at once (an event says the fan may be back); a check under way is not doubled. */
  checkNow(): void;
  stop(): void;
};

/** Checks until `check` says the network answers, then calls `back` once. A check that throws is a failed one. */
export function watchForNetwork(options: {
  check: () => Promise<boolean>;
  back: () => void;
  schedule: CheckSchedule;
  random?: () => number;
  timers?: Timers;
}): NetworkWatch {
  const { check, back, schedule, random = Math.random, timers = TIMERS } = options;
  let attempt = 0;
  let timer: unknown;
  let checking = false;
  let done = false;
  const wait = () => (timer = timers.set(run, checkDelay(attempt++, schedule, random)));
  async function run(): Promise<void> {
    if (done || checking) return;
    timers.clear(timer);
    checking = true;
    const answered = await check().catch(() => false);
    checking = false;
    if (done) return;
    if (answered) {
      done = true;
      back();
    } else wait();
  }
  wait();
  return {
    checkNow: () => void run(),
    stop: () => {
      done = true;
      timers.clear(timer);
    },
  };
}
