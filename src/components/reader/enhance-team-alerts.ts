// "Alert me" (team-alerts.tsx): the browser's push subscription made, sent to /api/alerts with
// the page's language and the spoiler-free mode, and taken back. Loaded only on a page that has
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
      body: JSON.stringify({ endpoint, keys: secrets, team: Number(team), lang: box.dataset.alertsLang, spoilerFree: mode === 'off' }),
    });
    if (!response.ok) return setState('failed', true);
    store?.setItem(keys.followed, team);
    store?.setItem(keys.told, mode);
    setState('subscribed', true);
  };

  const unsubscribe = async () => {
    const subscription = await currentPushSubscription();
    if (subscription) {
      await fetch(API_PATHS.teamAlerts, { method: 'DELETE', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ endpoint: subscription.endpoint }) });
      await subscription.unsubscribe();
    }
    storage()?.removeItem(keys.followed);
    storage()?.removeItem(keys.told);
    setState('unsubscribed', true);
  };

  if (!supported) return setState(outsideHomeScreenApp() ? 'homeScreen' : 'unsupported', false);
  if (Notification.permission === 'denied') return setState('denied', false);
  setState('unsubscribed', false);
  void currentPushSubscription().then(
    (subscription) => subscription && storage()?.getItem(keys.followed) === team && setState('subscribed', false),
    () => undefined,
  );
  button.addEventListener('click', () => {
    if (button.disabled) return;
    button.disabled = true;
    (box.dataset.state === 'subscribed' ? unsubscribe() : subscribe()).catch(() => setState('failed', true)).finally(() => {
      if (box.dataset.state !== 'unsupported' && box.dataset.state !== 'homeScreen' && box.dataset.state !== 'denied') button.disabled = false;
    });
  });
}
