// @ts-check
// Rendered only where error reporting is configured. Keeps the page's uncaught errors and
// unhandled rejections until the reporter's code arrives: the page's entry imports it at the
// first error, so a visitor without errors never downloads it (docs/decisions/019).
(function () {
  var script = document.currentScript;
  /** @type {import('../../lib/browser-reporting/page-error-queue').PageErrorQueue} */
  var queue = { config: script && script.getAttribute('data-config'), items: [], started: false, notify: null };
  /** @type {Window & { __klErrors?: typeof queue }} */ (window).__klErrors = queue;
  /**
   * @param {'error' | 'rejection'} kind
   * @param {unknown} value
   */
  function keep(kind, value) {
    // Once the reporter runs, its own handlers see every error.
    if (queue.started) return;
    // A page throwing in a loop sends its first ten.
    if (queue.items.length < 10) queue.items.push({ kind: kind, value: value });
    if (queue.notify) queue.notify();
  }
  window.addEventListener('error', function (event) {
    keep('error', event.error || event.message);
  });
  window.addEventListener('unhandledrejection', function (event) {
    keep('rejection', event.reason);
  });
})();
