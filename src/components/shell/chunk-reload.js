// @ts-check
// Section 4: when a script chunk fails to load (usually a deploy replaced it), reload the page once.
// The stored path and time stop a reload loop: the same path is not reloaded again within 10 s.
(function () {
  var KEY = 'kl:chunk-reload';
  var GUARD_MS = 10000;
  /** @param {string} path */
  function recentlyReloaded(path) {
    try {
      var stored = JSON.parse(sessionStorage.getItem(KEY) || 'null');
      return stored && stored.path === path && Date.now() - stored.at < GUARD_MS;
    } catch (error) {
      return false;
    }
  }
  function reloadOnce() {
    var path = location.pathname;
    if (recentlyReloaded(path)) return;
    try {
      sessionStorage.setItem(KEY, JSON.stringify({ path: path, at: Date.now() }));
    } catch (error) {
      return;
    }
    location.reload();
  }
  var CHUNK_FAILURE = /dynamically imported module|Importing a module script failed|ChunkLoadError|Loading chunk/i;
  window.addEventListener(
    'error',
    function (event) {
      // A script or stylesheet that failed to load; an error thrown by a script has the window as target.
      var target = /** @type {Partial<HTMLScriptElement & HTMLLinkElement> | null} */ (event.target);
      var source = target && (target.src || target.href);
      if (source && target && /\/assets\//.test(source) && (target.tagName === 'SCRIPT' || target.tagName === 'LINK')) reloadOnce();
    },
    true,
  );
  window.addEventListener('unhandledrejection', function (event) {
    var reason = event.reason;
    if (reason && CHUNK_FAILURE.test(String(reason.message || reason))) reloadOnce();
  });
})();
