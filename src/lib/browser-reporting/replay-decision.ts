import { REPLAY_DECISION_KEY } from '../../config/error-reporting';
import type { BrowserReportingConfig } from './config';

/** A session is recorded in full, kept in memory to be sent with an error, or not recorded. */
export type ReplayMode = 'session' | 'on-error' | 'off';

const MODES: readonly string[] = ['session', 'on-error', 'off'] satisfies ReplayMode[];

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Draws the session's replay mode once and keeps it for the rest of the session, so every page
 * of a recorded session is recorded and the others never download the recorder. Section 9's
 * "replay on error 5%" needs the recorder running before the error: 5% of the sessions not
 * recorded in full keep a recording in memory and send it only if an error happens.
 */
export function decideReplayMode(config: Pick<BrowserReportingConfig, 'replaySessions' | 'replayOnError'>, store: SessionStore | undefined, random: () => number = Math.random): ReplayMode {
  let stored: string | null = null;
  try {
    stored = store?.getItem(REPLAY_DECISION_KEY) ?? null;
  } catch {
    // Storage refused (a private window): the draw is made per page instead.
  }
  if (stored && MODES.includes(stored)) return stored as ReplayMode;
  const mode: ReplayMode = random() < config.replaySessions ? 'session' : random() < config.replayOnError ? 'on-error' : 'off';
  try {
    store?.setItem(REPLAY_DECISION_KEY, mode);
  } catch {
    // As above.
  }
  return mode;
}
