'use client';

import { useEffect, useState } from 'react';
// From its own file, not the feature's index: the browser bundle must not pull in the server loaders.
import { formatCountdown } from '../../lib/home/countdown';

type KickoffCountdownProps = {
  /** ISO 8601 instant of the kick-off. */
  kickoff: string;
  /** The visitor's language tag, e.g. `ar-SA`. */
  locale: string;
  /** What the server said ("in 12 min"), shown until the browser takes over. */
  initial: string;
  /** Shown once the kick-off time has come, already translated. */
  startingLabel: string;
};

const TICK_MS = 15_000;

/**
 * "in 12 min", kept current in the browser. Decorative beside the real kick-off time, so it is
 * never announced (aria-live off) and starts from the server's text to hydrate without a mismatch.
 */
export function KickoffCountdown({ kickoff, locale, initial, startingLabel }: KickoffCountdownProps) {
  const [text, setText] = useState(initial);
  useEffect(() => {
    const start = Date.parse(kickoff);
    const tick = () => setText(formatCountdown(start - Date.now(), locale) ?? startingLabel);
    // The server's text is at most a page-cache lifetime old and counts in whole minutes, so the
    // first tick can wait: building the language's relative-time formatter is the costliest
    // thing this page does in the browser, and it stays out of the page's first seconds.
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [kickoff, locale, startingLabel]);
  return (
    <span className="kickoff-countdown" aria-live="off">
      {text}
    </span>
  );
}
