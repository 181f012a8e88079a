// The visitor's own choices, a favourite team and spoiler-free mode, kept in this browser and
// never sent to the server. It runs in the head before anything is painted: every visitor gets
// the same cached page, and these attributes and rules make it theirs without a shift.
// Controls call window.klReaderPrefs, so the stored shape is known in this one place.
(function () {
  var root = document.documentElement;
  var edition = root.getAttribute('data-edition') || 'kings';
  var FAVOURITE = 'kl:' + edition + ':favourite';
  var SPOILERS = 'kl:' + edition + ':spoilers';
  var rules = document.createElement('style');
  var listeners = [];

  function read(key) {
    try {
      return localStorage.getItem(key);
    } catch (error) {
      return null;
    }
  }
  function write(key, value) {
    try {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
    } catch (error) {
      // Storage refused (private mode, quota): the choice lasts for this page only.
    }
  }
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
  // The header's link to the team, from the page's address patterns for this language.
  function fillLinks(team) {
    var links = document.querySelectorAll('a[data-favourite-link]');
    for (var i = 0; i < links.length; i++) {
      var link = links[i];
      var pattern = (team && team.region && link.getAttribute('data-region-href')) || link.getAttribute('data-league-href');
      if (!team || !pattern) continue;
      link.setAttribute('href', pattern.replace('REGION', team.region).replace('TEAM-SLUG', team.id + '-' + team.slug));
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
    for (var i = 0; i < listeners.length; i++) listeners[i]();
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

  window.klReaderPrefs = {
    favourite: favourite,
    spoilersOff: spoilersOff,
    setFavourite: function (team) {
      write(FAVOURITE, validTeam(team) ? JSON.stringify(team) : null);
      apply();
    },
    setSpoilersOff: function (off) {
      write(SPOILERS, off ? 'off' : null);
      apply();
    },
    apply: apply,
    subscribe: function (listener) {
      listeners.push(listener);
      return function () {
        listeners = listeners.filter(function (other) {
          return other !== listener;
        });
      };
    },
  };
  // Another tab changed a choice: follow it here too.
  window.addEventListener('storage', function (event) {
    if (event.key === FAVOURITE || event.key === SPOILERS) apply();
  });
})();
