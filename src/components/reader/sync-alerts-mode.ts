// Tells the server the spoiler-free mode of this browser's team alerts (PATCH /api/alerts), so a
// fan who hides results gets alerts without the score from then on, and one who shows them again
// gets the score. Loaded by watch-alerts-mode.ts only in a browser that follows a team.
import { API_PATHS } from '../../config/api-paths';
import { alertsStorage, type AlertsKeys } from './alerts-keys';
import { currentPushSubscription, spoilerMode } from './alerts-state';

/** A few presses in a row are followed to the last; more wait for the next page. */
const MAX_SENDS = 3;
let running = false;

export async function syncAlertsMode(keys: AlertsKeys): Promise<void> {
  const store = alertsStorage();
  if (running || !store) return;
  running = true;
  try {
    for (let sends = 0; sends < MAX_SENDS; sends += 1) {
      // Read again after each answer: the switch may have been pressed meanwhile.
      const wanted = spoilerMode(store, keys);
      if (store.getItem(keys.told) === wanted) return;
      const subscription = await currentPushSubscription();
      const response = subscription
        ? await fetch(API_PATHS.teamAlerts, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ endpoint: subscription.endpoint, spoilerFree: wanted === 'off' }),
        })
        : undefined;
      // The browser or the server no longer has the subscription: nothing is followed any more,
      // and the team's button offers to subscribe again.
      if (!response || response.status === 404) {
        store.removeItem(keys.followed);
        store.removeItem(keys.told);
        return;
      }
      if (!response.ok) return;
      store.setItem(keys.told, wanted);
    }
  } catch {
    // Offline or refused: the next page tries again.
  } finally {
    running = false;
  }
}
