// The Worker's minute cron, run on demand (wrangler dev's --test-scheduled), as the alerts tests
// drive it: the cron is what notices a kick-off and hands over what a look left undone.

/** Runs the minute cron of the server at `base` now. */
export async function runMinuteCron(base: string): Promise<void> {
  const response = await fetch(`${base}/__scheduled?cron=*+*+*+*+*`);
  await response.text();
  if (response.status !== 200) throw new Error(`the minute cron answered ${response.status}`);
}

/**
 * Runs the minute cron every 2 s until `waited` settles (the league's answers are cached a few
 * seconds, so one run may not see a change yet), then settles as it did.
 */
export async function cronUntil(base: string, waited: Promise<void>): Promise<void> {
  let done = false;
  void waited.finally(() => (done = true)).catch(() => undefined);
  while (!done) {
    await runMinuteCron(base);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  await waited;
}
