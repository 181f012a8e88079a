// The team alerts' service worker (ADR 035): shows each push as a notification in the language
// it was written in, and opens the match page when the notification is clicked. The push was
// encrypted for this browser alone (RFC 8291); the browser has decrypted it by now.
self.addEventListener('push', (event) => {
  let alert = null;
  try {
    alert = event.data ? event.data.json() : null;
  } catch (error) {
    alert = null;
  }
  if (!alert || typeof alert.title !== 'string') return;
  event.waitUntil(
    self.registration.showNotification(alert.title, {
      body: alert.body,
      tag: alert.tag,
      lang: alert.lang,
      dir: alert.dir,
      // A newer alert of the same match replaces the shown one, and still rings.
      renotify: Boolean(alert.tag),
      data: { url: alert.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = event.notification.data && event.notification.data.url;
  // Only a page of this site: the address is a path resolved on the worker's own origin.
  const url = typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') ? new URL(path, self.location.origin).href : self.location.origin + '/';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
