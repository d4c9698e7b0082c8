// A tiny client-side router for the demo sites that are single-page apps (plain script, no framework), so a
// recording exercises pushState and hash routes as real widget apps do. Served by each SPA site at its own path.
//   window.siteSpa.route('/cabins/:slug/', function (params, query, view) { … })   view: the #app element
//   window.siteSpa.start({ hash: true })   hash routes ('#/properties/64f1…?checkIn=…'); default: history mode;
//                                          the first render waits for window load
//   window.siteSpa.go('/checkout/?x=1')    pushState (or set the hash) and render
// Links with data-spa navigate in the app instead of loading a page. A route not found renders nothing new.
(function () {
  var routes = [];
  var hashMode = false;

  function current() {
    return hashMode ? location.hash.slice(1) || '/' : location.pathname + location.search;
  }

  function match(pattern, path) {
    var want = pattern.split('/');
    var got = path.split('/');
    if (want.length !== got.length) return null;
    var params = {};
    for (var i = 0; i < want.length; i++) {
      if (want[i].charAt(0) === ':' && got[i]) params[want[i].slice(1)] = decodeURIComponent(got[i]);
      else if (want[i] !== got[i]) return null;
    }
    return params;
  }

  function render() {
    var full = current();
    var path = full.split('?')[0];
    var query = new URLSearchParams(full.split('?')[1] || '');
    for (var i = 0; i < routes.length; i++) {
      var params = match(routes[i].pattern, path);
      if (params) return routes[i].render(params, query, document.getElementById('app'));
    }
  }

  function go(path) {
    if (hashMode) {
      location.hash = '#' + path;
      return;
    }
    history.pushState(null, '', path);
    render();
  }

  document.addEventListener('click', function (e) {
    var link = e.target.closest ? e.target.closest('a[data-spa]') : null;
    if (!link) return;
    e.preventDefault();
    go(link.getAttribute('href').replace(/^#/, ''));
  });

  window.siteSpa = {
    route: function (pattern, render) {
      routes.push({ pattern: pattern, render: render });
    },
    start: function (options) {
      hashMode = !!(options && options.hash);
      addEventListener(hashMode ? 'hashchange' : 'popstate', render);
      // the app mounts once the page has loaded, as widget embeds do: its first calls come after every script of
      // the page (an async tracker included) has run
      if (document.readyState === 'complete') render();
      else addEventListener('load', render);
    },
    go: go,
  };
})();
