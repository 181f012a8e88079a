// The team alerts' part of the worker (ADR 035): shows each push as a notification in the language
// it was written in, and opens the match page when the notification is clicked. The push was
// encrypted for this browser alone (RFC 8291); the browser has decrypted it by now.
import type { WorkerScope } from './global-scope';

type Alert = { title: string; body?: string; tag?: string; lang?: string; dir?: NotificationDirection; url?: unknown };

function readAlert(data: { json(): unknown } | null): Alert | undefined {
  try {
    const alert = data?.json() as Partial<Alert> | null | undefined;
    return alert && typeof alert.title === 'string' ? (alert as Alert) : undefined;
  } catch {
    return undefined;
  }
}

/** Only a page of this site: the address is a path resolved on the worker's own origin. */
export function alertTarget(path: unknown, origin: string): string {
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') ? new URL(path, origin).href : `${origin}/`;
}

export function listenForAlerts(scope: WorkerScope): void {
  scope.addEventListener('push', (event) => {
    const alert = readAlert(event.data);
    if (!alert) return;
    event.waitUntil(
      scope.registration.showNotification(alert.title, {
        body: alert.body,
        tag: alert.tag,
        lang: alert.lang,
        dir: alert.dir,
        // A newer alert of the same match replaces the shown one, and still rings.
        ...({ renotify: Boolean(alert.tag) } as NotificationOptions),
        data: { url: alert.url },
      }),
    );
  });

  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown } | null;
    const url = alertTarget(data?.url, scope.location.origin);
    event.waitUntil(
      scope.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
        const open = windows.find((client) => client.url === url);
        return open ? open.focus() : scope.clients.openWindow(url);
      }),
    );
  });
}
