// Laurel Creek Cabins: the cabin list and the cabin pages as one app (pushState). Each cabin page embeds the
// Hostfully widget the way Hostfully's embed code does, with the searched stay as its default values.
(function () {
  var spa = window.siteSpa;
  var cabins = window.HF_CABINS;

  function esc(s) {
    return String(s).replace(/[&<>"]/g, function (c) {
      return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c];
    });
  }

  function list(view, shown, q, title) {
    view.innerHTML = '<h1 id="list-title" class="page-title">' + title + '</h1><div class="grid">' +
      shown.map(function (c) {
        return '<article class="cabin-card card"><h2><a class="cabin-link" data-spa data-slug="' + c.slug + '" href="/cabins/' + c.slug + '/' + (q ? '?' + q : '') + '">' +
          esc(c.name) + '</a></h2><p>' + esc(c.area) + ' · ' + c.bedrooms + ' bedrooms · sleeps ' + c.maxGuests + ' · from $' + c.nightly + '/night</p></article>';
      }).join('') + '</div>';
  }

  // the home page: Hostfully's search widget (prefilled from the URL) above the cabin list; a search pushes the
  // stay into the URL and lists the cabins free for it
  spa.route('/', function (params, query, view) {
    var field = function (k, label, dflt) { return '<label>' + label + ' <input id="hfw-search-' + k + '" value="' + esc(query.get(k) || dflt) + '"></label>'; };
    view.innerHTML = '<form class="hfw-search card" onsubmit="return false">' + field('checkIn', 'Check-in', '') + field('checkOut', 'Check-out', '') +
      field('adults', 'Adults', '2') + field('children', 'Children', '0') + '<button type="button" id="hfw-search" class="btn">Search</button></form><div id="cabin-list"></div>';
    var box = document.getElementById('cabin-list');
    list(box, cabins, query.toString(), 'Our cabins');
    document.getElementById('hfw-search').addEventListener('click', function () {
      var v = function (k) { return document.getElementById('hfw-search-' + k).value; };
      var stay = { checkIn: v('checkIn'), checkOut: v('checkOut'), adults: v('adults'), children: v('children') };
      var q = new URLSearchParams(stay).toString();
      history.pushState(null, '', '/?' + q);
      window.HostfullySearch('/', stay, function (data) {
        var free = (data.properties || []).map(function (p) { return p.propertyUid; });
        var shown = cabins.filter(function (c) { return free.indexOf(c.uid) >= 0; });
        list(box, shown, q, shown.length + ' cabins free ' + stay.checkIn + ' – ' + stay.checkOut);
      });
    });
  });

  spa.route('/cabins/:slug/', function (params, query, view) {
    var cabin = cabins.filter(function (c) { return c.slug === params.slug; })[0];
    if (!cabin) return;
    view.innerHTML = '<div class="grid"><article class="card"><h1 class="property-name">' + esc(cabin.name) + '</h1><p>' + esc(cabin.area) + ' · ' + cabin.bedrooms +
      ' bedrooms · sleeps ' + cabin.maxGuests + ' · ' + cabin.minNights + '-night minimum</p><p><a data-spa href="/">All cabins</a></p></article>' +
      '<aside><div id="leadWidget" data-property-uid="' + cabin.uid + '"></div></aside></div>';
    var defaults = {};
    ['checkIn', 'checkOut', 'adults', 'children'].forEach(function (k) { defaults[k] = { value: query.get(k) || '' }; });
    window.widget = new window.Widget('leadWidget', cabin.uid, {
      type: 'agency', lang: 'US', price: true, showAvailability: true, saveCookie: false,
      pathRoot: '/', redirectURL: '/thank-you/', valuesByDefaults: defaults,
    });
  });

  spa.start();
})();
