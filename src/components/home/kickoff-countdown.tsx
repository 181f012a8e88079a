type KickoffCountdownProps = {
  /** ISO 8601 instant of the kick-off. */
  kickoff: string;
  /** What the server says ("in 12 min"), shown until the browser takes over. */
  initial: string;
  /** Shown once the kick-off time has come, already translated. */
  startingLabel: string;
};

/**
 * "in 12 min", kept current in the browser (`startCountdowns`). Decorative beside the real
 * kick-off time, so it is never announced (aria-live off).
 */
export function KickoffCountdown({ kickoff, initial, startingLabel }: KickoffCountdownProps) {
  return (
    <span className="kickoff-countdown" aria-live="off" data-kickoff={kickoff} data-starting={startingLabel}>
      {initial}
    </span>
  );
}
