// What the "Alert me" button and the sync of its mode read now: the spoiler-free mode chosen, and
// the browser's push subscription.
import type { AlertsKeys } from './alerts-keys';

export type SpoilerMode = 'off' | 'on';

/** The visitor's spoiler-free choice as the head script keeps it: "off" hides results. */
export function spoilerMode(store: Storage, keys: AlertsKeys): SpoilerMode {
  return store.getItem(keys.spoilers) === 'off' ? 'off' : 'on';
}

/** The push subscription of the site-wide service worker, if this browser has one. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!('serviceWorker' in navigator)) return null;
  return (await navigator.serviceWorker.getRegistration('/'))?.pushManager.getSubscription() ?? null;
}
