// A kept copy waits for the network by asking it (ADR 055). The browser's `online` event is not
// enough: a page loaded with no network may say it is online all along (Chromium 150 under
// emulation, a stadium's Wi-Fi that connects and passes nothing, the worker's 3-second fallback),
// and then no event ever comes. So the page checks on a schedule that backs off, and at once when
// an event says the fan may be back.

export type CheckSchedule = { readonly firstMs: number; readonly maxMs: number; readonly jitter: number };

/** The wait before check `attempt` (0 the first): doubled each time up to the ceiling, spread by ± the jitter; `random` is in [0, 1). */
export function checkDelay(attempt: number, schedule: CheckSchedule, random: () => number): number {
  const base = Math.min(schedule.maxMs, schedule.firstMs * 2 ** attempt);
  return Math.round(base * (1 + schedule.jitter * (2 * random() - 1)));
}

/**
 * Checks, on the schedule, until `check` says the network answers, then calls `back` once and
 * checks no more. Gives the function that checks at once (an event says the fan may be back); a
 * check under way is not doubled, and one that throws is a failed one.
 */
export function watchForNetwork(check: () => Promise<boolean>, back: () => void, schedule: CheckSchedule, random = Math.random): () => void {
  let attempt = 0;
  let busy = false;
  const later = () => setTimeout(run, checkDelay(attempt++, schedule, random));
  let timer = later();
  async function run(): Promise<void> {
    if (busy) return;
    busy = true;
    clearTimeout(timer);
    // Answered: busy for good, so nothing checks again while the page reloads.
    if (await check().catch(() => false)) return back();
    busy = false;
    timer = later();
  }
  return () => void run();
}
