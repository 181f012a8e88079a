import { alertsKeys, alertsStorage } from './alerts-keys';

/**
 * Alerts follow the spoiler-free switch: in a browser that follows a team, each page and each
 * press of the switch (here or in another tab) loads the sync, its own small chunk, which tells
 * the server a mode it has not been told yet. A browser without alerts loads nothing more.
 */
export function watchAlertsMode(): void {
  const root = document.documentElement;
  const keys = alertsKeys(root.dataset.edition);
  const check = () => {
    if (alertsStorage()?.getItem(keys.followed)) void import('./sync-alerts-mode').then(({ syncAlertsMode }) => syncAlertsMode(keys));
  };
  // The head script sets the attribute from the stored choice, for this tab's presses and others'.
  new MutationObserver(check).observe(root, { attributes: true, attributeFilter: ['data-spoilers'] });
  check();
}
