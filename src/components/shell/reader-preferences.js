// @ts-check
// The visitor's own choices, a favourite team, spoiler-free mode, a light or dark theme and data
// saving (ADR 047: `data-saver` on the root, also when the browser asks to save data), kept
// in this browser and never sent to the server. It runs in the head before anything is painted:
// every visitor gets the same cached page, and these attributes and rules make it theirs without
// a shift. The controls (stars, the header's switches, "show score") are plain server markup
// answered by one listener here, so they work before, and without, the page's own script.
/** @typedef {{ id: string; name: string; slug?: string; region?: string }} FavouriteTeam */
(function () {
  var root = document.documentElement;
  var edition = root.getAttribute('data-edition') || 'kings';
  var FAVOURITE = 'kl:' + edition + ':favourite';
  var SPOILERS = 'kl:' + edition + ':spoilers';
  // Each edition has its own domain, so one name serves both.
  var SCHEME = 'kl:scheme';
  var SAVER = 'kl:data-saver';
  // Old browsers lack matchMedia; the page then stays light unless chosen otherwise.
  var systemDark = typeof window.matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : null;
  var rules = document.createElement('style');

  /** @param {string} key */
  function read(key) {
    try {
      return localStorage.getItem(key);
    } catch (error) {
      return null;
    }
  }
  /**
   * @param {string} key
   * @param {string | null} value
   */
  function write(key, value) {
    try {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
    } catch (error) {
      // Storage refused (private mode, quota): the choice lasts for this page only.
    }
  }
  /**
   * @param {any} team what was stored or written in the page: anything until checked
   * @returns {team is FavouriteTeam}
   */
  function validTeam(team) {
    return team && /^\d{1,12}$/.test(team.id) && typeof team.name === 'string' && /^[a-z0-9-]{0,80}$/.test(team.slug || '') &&
      /^[a-z0-9-]{0,40}$/.test(team.region || '');
  }
  function favourite() {
    try {
      var team = JSON.parse(read(FAVOURITE) || 'null');
      return validTeam(team) ? team : null;
    } catch (error) {
      return null;
    }
  }
  function spoilersOff() {
    return read(SPOILERS) === 'off';
  }
  function savesData() {
    var connection = /** @type {Navigator & { connection?: { saveData?: boolean } }} */ (navigator).connection;
    return read(SAVER) === 'on' || Boolean(connection && connection.saveData);
  }
  function chosenScheme() {
    var scheme = read(SCHEME);
    return scheme === 'light' || scheme === 'dark' ? scheme : null;
  }
  function systemScheme() {
    return systemDark && systemDark.matches ? 'dark' : 'light';
  }
  // The header's link to the team, from the page's address patterns for this language.
  /** @param {FavouriteTeam | null} team */
  function fillLinks(team) {
    var links = document.querySelectorAll('a[data-favourite-link]');
    for (var i = 0; i < links.length; i++) {
      var link = /** @type {HTMLAnchorElement} */ (links[i]);
      var pattern = (team && team.region && link.getAttribute('data-region-href')) || link.getAttribute('data-league-href');
      if (!team || !pattern) continue;
      link.setAttribute('href', pattern.replace('REGION', team.region || '').replace('TEAM-SLUG', team.id + '-' + team.slug));
      link.setAttribute('data-name', team.name);
      link.setAttribute('aria-label', (link.getAttribute('data-label') || '') + ' ' + team.name);
    }
  }
  function apply() {
    var team = favourite();
    var id = team && team.id;
    if (id) root.setAttribute('data-favourite', id);
    else root.removeAttribute('data-favourite');
    if (spoilersOff()) root.setAttribute('data-spoilers', 'off');
    else root.removeAttribute('data-spoilers');
    if (savesData()) root.setAttribute('data-saver', '');
    else root.removeAttribute('data-saver');
    // Without a choice the stylesheet follows the system (color-scheme: light dark).
    var scheme = chosenScheme();
    if (scheme) root.setAttribute('data-scheme', scheme);
    else root.removeAttribute('data-scheme');
    // Cards and lists are tinted whole; a table row through its cells, which draw its background
    // (sticky cells paint their own, hence the doubled attribute to outweigh their rules).
    var item = 'html [data-fav~="' + id + '"][data-fav]:not(tr)';
    var cells = 'html tr[data-fav~="' + id + '"][data-fav]>';
    rules.textContent = id
      ? item + ',' + cells + '*{background-color:var(--favourite-tint)}' +
        item + ',' + cells + ':first-child{box-shadow:inset var(--favourite-edge) 0 var(--accent)}' +
        'html [data-pin="' + id + '"]{display:block}html [data-star="' + id + '"]{--star-fill:currentColor}'
      : '';
    fillLinks(team);
    pressControls(id, spoilersOff());
  }
  /**
   * @param {string | null} id
   * @param {boolean} off
   */
  function pressControls(id, off) {
    var stars = document.querySelectorAll('button[data-star]');
    stars.forEach(function (star) {
      star.setAttribute('aria-pressed', String(star.getAttribute('data-star') === id));
    });
    document.querySelectorAll('button.spoiler-switch').forEach(function (button) {
      button.setAttribute('aria-pressed', String(off));
    });
    var dark = String((chosenScheme() || systemScheme()) === 'dark');
    document.querySelectorAll('button.scheme-switch').forEach(function (button) {
      button.setAttribute('aria-pressed', dark);
    });
    document.querySelectorAll('button.saver-switch').forEach(function (button) {
      button.setAttribute('aria-pressed', String(savesData()));
    });
  }
  // Said through the header's polite live region; emptied first so the same words are read again.
  /** @param {string | null} text */
  function announce(text) {
    var region = document.getElementById('reader-announcer');
    if (!region || !text) return;
    var said = text;
    var announcer = region;
    announcer.textContent = '';
    setTimeout(function () {
      announcer.textContent = said;
    }, 50);
  }
  // A shared ?spoilers= link has done its work once the visitor chooses otherwise.
  function forgetSpoilersQuery() {
    try {
      var url = new URL(location.href);
      if (!url.searchParams.has('spoilers')) return;
      url.searchParams.delete('spoilers');
      history.replaceState(history.state, '', url);
    } catch (error) {
      // Nothing to forget.
    }
  }
  /** @param {Element} star */
  function toggleFavourite(star) {
    var chosen = star.getAttribute('aria-pressed') !== 'true';
    var team = null;
    try {
      team = chosen ? JSON.parse(star.getAttribute('data-team') || 'null') : null;
    } catch (error) {
      return;
    }
    write(FAVOURITE, validTeam(team) ? JSON.stringify(team) : null);
    apply();
    announce(star.getAttribute(chosen ? 'data-chosen' : 'data-released'));
  }
  /** @param {Element} button */
  function toggleSpoilers(button) {
    var off = !spoilersOff();
    write(SPOILERS, off ? 'off' : null);
    apply();
    forgetSpoilersQuery();
    announce(button.getAttribute(off ? 'data-hidden' : 'data-shown'));
  }
  // The switch turns what is shown over; a choice that matches the system's is stored as none, so
  // the page follows the system again from there.
  /** @param {Element} button */
  function toggleScheme(button) {
    var next = (chosenScheme() || systemScheme()) === 'dark' ? 'light' : 'dark';
    write(SCHEME, next === systemScheme() ? null : next);
    apply();
    announce(button.getAttribute('data-' + next));
  }
  /** @param {Element} button */
  function toggleSaver(button) {
    var on = !savesData();
    write(SAVER, on ? 'on' : null);
    apply();
    announce(button.getAttribute(on ? 'data-on' : 'data-off'));
  }
  // "Show score" and "show table": the one match or block; focus moves to what it revealed.
  /** @param {Element} button */
  function reveal(button) {
    var scope = /** @type {HTMLElement | null} */ (button.closest('[data-spoiler-scope]'));
    if (!scope || root.getAttribute('data-spoilers') !== 'off' || scope.closest('[data-revealed]')) return;
    scope.setAttribute('data-revealed', '');
    scope.setAttribute('tabindex', '-1');
    scope.focus();
  }

  try {
    var asked = new URLSearchParams(location.search).get('spoilers');
    if (asked === 'off' || asked === 'on') write(SPOILERS, asked === 'off' ? 'off' : null);
  } catch (error) {
    // An address the browser cannot parse leaves the stored choice as it was.
  }
  document.head.appendChild(rules);
  root.setAttribute('data-prefs', '');
  apply();

  /** @type {Window & { klReaderPrefs?: { apply: () => void } }} */ (window).klReaderPrefs = { apply: apply };
  // On the window, in the capture phase: a page still hydrating holds back clicks at the document
  // to replay them to its own components, and these controls are not among them.
  window.addEventListener('click', function (event) {
    var target = /** @type {Partial<Element> | null} */ (event.target);
    var control = target && target.closest && target.closest('button[data-star],button.spoiler-switch,button.scheme-switch,button.saver-switch,button[data-reveal]');
    if (!control) return;
    if (control.hasAttribute('data-star')) toggleFavourite(control);
    else if (control.hasAttribute('data-reveal')) reveal(control);
    else if (control.classList.contains('scheme-switch')) toggleScheme(control);
    else if (control.classList.contains('saver-switch')) toggleSaver(control);
    else toggleSpoilers(control);
  }, true);
  // The stars and switches below the header exist once the document is parsed.
  document.addEventListener('DOMContentLoaded', apply);
  // Another tab changed a choice: follow it here too.
  window.addEventListener('storage', function (event) {
    if (event.key === FAVOURITE || event.key === SPOILERS || event.key === SCHEME || event.key === SAVER) apply();
  });
  // The system turned dark or light: the switch says what is shown now.
  if (systemDark && systemDark.addEventListener) systemDark.addEventListener('change', apply);
})();
