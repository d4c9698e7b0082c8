// Algarve Shore Houses website scripts. On the roster page (/en/{pageId}/all-properties) the results come from the
// lodging search for the query's stay; on a unit page the booking box asks the website rate call
// (v3/websites/rates/website/{websiteId}/language/en/property/{id}?Arrival&Departure&People&PromotionCode) and
// Book Now opens the checkout's reservation page. Both run once the page has loaded.
(function () {
  var WEBSITE_ID = 2318451;
  var TENANT = 'algarve-shore-houses';
  var json = function (url) {
    return fetch(url, { headers: { Accept: 'application/json' } }).then(function (res) {
      return res.json().then(function (body) { return { ok: res.ok, body: body }; });
    });
  };
  var euros = function (n) { return '€' + Number(n).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ','); };
  var esc = function (s) {
    return String(s).replace(/[&<>"]/g, function (c) { return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]; });
  };
  var $ = function (id) { return document.getElementById(id); };

  function roster() {
    var q = new URLSearchParams(location.search);
    json('/v2/websites/lodgings/search?' + q.toString()).then(function (r) {
      var people = (Number(q.get('adults')) || 0) + (Number(q.get('children')) || 0);
      var stay = 'arrival=' + q.get('arrival') + '&departure=' + q.get('departure') + '&guests=' + people;
      $('search-count').textContent = r.body.totalCount + (r.body.totalCount === 1 ? ' home available' : ' homes available');
      $('search-results').innerHTML = r.body.items.map(function (p) {
        return '<article class="card"><h2>' + esc(p.name) + '</h2><p>' + esc(p.town) + ' · ' + p.bedrooms + ' bedrooms · ' + euros(p.minPrice) + ' for your stay</p>' +
          '<a class="property-link btn" href="/en/' + p.id + '/' + p.slug + '?' + stay + '">See the house</a></article>';
      }).join('');
    });
  }

  function bookingBox(id) {
    var quoted = null;
    var stay = function () { return { arrival: $('arrival').value, departure: $('departure').value, guests: $('guests').value }; };
    $('check-price').addEventListener('click', function () {
      var s = stay();
      quoted = null;
      $('book-now').disabled = true;
      $('price-message').innerHTML = '';
      var url = '/v3/websites/rates/website/' + WEBSITE_ID + '/language/en/property/' + id + '?Arrival=' + s.arrival + '&Departure=' + s.departure + '&People=' + s.guests + '&PromotionCode=';
      json(url).then(function (r) {
        if (!r.ok) {
          $('price-message').innerHTML = '<p class="error">' + esc(r.body.detail || r.body.title) + '</p>';
          return;
        }
        $('price-message').innerHTML = '<p>Total <strong id="price-total">' + euros(r.body.minPrice) + '</strong></p>';
        quoted = s;
        $('book-now').disabled = false;
      });
    });
    $('book-now').addEventListener('click', function () {
      if (quoted) location.href = '/en/' + TENANT + '/' + id + '/reservation?currency=EUR&arrival=' + quoted.arrival + '&departure=' + quoted.departure + '&guests=' + quoted.guests;
    });
  }

  window.addEventListener('load', function () {
    if ($('search-results')) roster();
    var ld = document.querySelector('script[type="application/ld+json"]');
    if ($('booking-box') && ld) bookingBox(JSON.parse(ld.textContent).identifier);
  });
})();
