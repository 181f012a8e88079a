// "Alert me" (team-alerts.tsx): the browser's push subscription made, sent to /api/alerts with
// the page's language, the spoiler-free mode and the rules-moments box, and taken back; the box
// changed later is sent alone (PATCH). Loaded only on a page that has
// the button. States: unsupported, homeScreen (an iPhone's Safari outside the installed app, where
// Web Push never comes: the status gives the steps to add the site to the Home Screen) and denied
// (the button is disabled and the status says why), subscribed (it offers to stop), unsubscribed.
import { API_PATHS } from '../../config/api-paths';
import { registerSiteWorker } from '../../lib/site-app/browser';
import { alertsKeys, alertsStorage as storage } from './alerts-keys';
import { currentPushSubscription, spoilerMode } from './alerts-state';

type AlertState = 'unsupported' | 'homeScreen' | 'denied' | 'subscribed' | 'unsubscribed' | 'failed';

/**
 * iOS and iPadOS deliver Web Push only to a site added to the Home Screen and opened from there
 * (Safari 16.4 on); in a Safari tab there is no PushManager at all. iPadOS says it is a Mac, with touch.
 */
function outsideHomeScreenApp(): boolean {
  const ios = /iPhone|iPad|iPod/.test(navigator.userAgent) || (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);
  const installed = matchMedia('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return ios && !installed;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

export function enhanceTeamAlerts(box: HTMLElement): void {
  const root = document.documentElement;
  const button = box.querySelector<HTMLButtonElement>('.team-alerts__button');
  const label = box.querySelector<HTMLElement>('.team-alerts__label');
  const status = box.querySelector<HTMLElement>('.team-alerts__status');
  const rulesBox = box.querySelector<HTMLInputElement>('.team-alerts__rules-box');
  const team = box.dataset.alertsTeam ?? '';
  const key = box.dataset.alertsKey ?? '';
  if (!button || !label || !status || !team || !key) return;
  // Which team this browser's subscription follows (one per edition, like the favourite).
  const keys = alertsKeys(root.dataset.edition);
  const supported = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

  const show = () => {
    box.hidden = root.dataset.favourite !== team;
  };
  new MutationObserver(show).observe(root, { attributes: true, attributeFilter: ['data-favourite'] });
  show();

  /** `say`: the status speaks (after the visitor's own press); on arrival only what limits the button. */
  const setState = (state: AlertState, say: boolean) => {
    box.dataset.state = state;
    button.disabled = state === 'unsupported' || state === 'homeScreen' || state === 'denied';
    if (rulesBox) rulesBox.disabled = button.disabled;
    label.textContent = (state === 'subscribed' ? button.dataset.unsubscribe : button.dataset.subscribe) ?? '';
    const speaks = say || state === 'unsupported' || state === 'homeScreen' || state === 'denied' || state === 'subscribed';
    status.textContent = speaks ? (status.dataset[state] ?? '') : '';
  };

  const subscribe = async () => {
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') return setState(permission === 'denied' ? 'denied' : 'unsubscribed', true);
    // The site's one worker (ADR 047), registered by every page already: here it is made sure of.
    await registerSiteWorker();
    const registration = await navigator.serviceWorker.ready;
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) }));
    const store = storage();
    const mode = store ? spoilerMode(store, keys) : 'on';
    const { endpoint, keys: secrets } = subscription.toJSON();
    const response = await fetch(API_PATHS.teamAlerts, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ endpoint, keys: secrets, team: Number(team), lang: box.dataset.alertsLang, spoilerFree: mode === 'off', rulesMoments: rulesWanted() }),
    });
    if (!response.ok) return setState('failed', true);
    store?.setItem(keys.followed, team);
    store?.setItem(keys.told, mode);
    rememberRules(rulesWanted());
    setState('subscribed', true);
  };

  /** Rules moments ticked while subscribed: the server is told that alone, and the box goes back if it could not be. */
  const changeRules = async () => {
    const wanted = rulesWanted();
    const subscription = await currentPushSubscription();
    const response = subscription
      ? await fetch(API_PATHS.teamAlerts, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ endpoint: subscription.endpoint, rulesMoments: wanted }),
      })
      : undefined;
    if (!response?.ok) throw new Error('rules moments not changed');
    rememberRules(wanted);
  };

  const rulesWanted = () => rulesBox?.checked === true;
  const rememberRules = (wanted: boolean) => (wanted ? storage()?.setItem(keys.rulesMoments, '1') : storage()?.removeItem(keys.rulesMoments));

  const unsubscribe = async () => {
    const subscription = await currentPushSubscription();
    if (subscription) {
      await fetch(API_PATHS.teamAlerts, { method: 'DELETE', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ endpoint: subscription.endpoint }) });
      await subscription.unsubscribe();
    }
    storage()?.removeItem(keys.followed);
    storage()?.removeItem(keys.told);
    storage()?.removeItem(keys.rulesMoments);
    setState('unsubscribed', true);
  };

  if (!supported) return setState(outsideHomeScreenApp() ? 'homeScreen' : 'unsupported', false);
  if (Notification.permission === 'denied') return setState('denied', false);
  setState('unsubscribed', false);
  void currentPushSubscription().then(
    (subscription) => {
      if (!subscription || storage()?.getItem(keys.followed) !== team) return;
      if (rulesBox) rulesBox.checked = storage()?.getItem(keys.rulesMoments) === '1';
      setState('subscribed', false);
    },
    () => undefined,
  );
  rulesBox?.addEventListener('change', () => {
    // Before subscribing the box only says what the subscription will ask for.
    if (box.dataset.state !== 'subscribed') return;
    rulesBox.disabled = true;
    changeRules().catch(() => {
      // Still subscribed as before: the box shows what the server has, the status says it failed.
      rulesBox.checked = !rulesBox.checked;
      status.textContent = status.dataset.failed ?? '';
    }).finally(() => {
      rulesBox.disabled = false;
    });
  });
  button.addEventListener('click', () => {
    if (button.disabled) return;
    button.disabled = true;
    (box.dataset.state === 'subscribed' ? unsubscribe() : subscribe()).catch(() => setState('failed', true)).finally(() => {
      if (box.dataset.state !== 'unsupported' && box.dataset.state !== 'homeScreen' && box.dataset.state !== 'denied') button.disabled = false;
    });
  });
}
