// Reading what alerts-keys.ts names, for the "Alert me" button and the sync of its mode.
import type { AlertsKeys } from './alerts-keys';

export type SpoilerMode = 'off' | 'on';

/** localStorage, or nothing where the browser refuses it (private mode, blocked storage). */
export function alertsStorage(): Storage | undefined {
  try {
    return localStorage;
  } catch {
    return undefined;
  }
}

/** The visitor's spoiler-free choice as the head script keeps it: "off" hides results. */
export function spoilerMode(store: Storage, keys: AlertsKeys): SpoilerMode {
  return store.getItem(keys.spoilers) === 'off' ? 'off' : 'on';
}
