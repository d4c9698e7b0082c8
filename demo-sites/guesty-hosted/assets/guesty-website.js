// Alfama Loft Stays on a Guesty-hosted booking website (<tenant>.guestybookings.com): /en/properties lists the
// stays, /en/properties/<listingId>?minOccupancy&checkIn&checkOut shows one with its booking widget. Everything
// comes from pm-websites-backend with fetch and JSON; every call carries the site's X-Request-Context header.
// The widget prices as soon as the dates or the guest count change (no price button).
(function () {
  var API = '/api/pm-websites-backend';
  // fixed here; real sites derive it from a time window and the user agent
  var CONTEXT = 'eyJ2IjoxLCJ3IjoxOTczMzY5LCJzIjoiYWxmYW1hIiwidSI6IjljYjg4OTMxIiwiaCI6ImRlbW8ifQ==';
  var FIELDS = '_id title nickname propertyType accommodates bedrooms bathrooms address prices terms picture';
  var app = document.getElementById('app');
  var query = new URLSearchParams(location.search);

  function esc(s) {
    return String(s == null ? '' : s).replace(/[&<>"']/g, function (c) {
      return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c];
    });
  }
  function euros(n) {
    return '€' + Number(n).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  }
  function call(method, path, body) {
    var init = { method: method, headers: { accept: 'application/json, text/plain, */*', 'x-request-context': CONTEXT } };
    if (body) {
      init.headers['content-type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    return fetch(API + path, init).then(function (res) {
      return res.json().then(function (data) {
        return { ok: res.ok, data: data };
      });
    });
  }
  function stay() {
    return 'minOccupancy=' + (query.get('minOccupancy') || '1') + '&checkIn=' + (query.get('checkIn') || '') + '&checkOut=' + (query.get('checkOut') || '');
  }

  function listPage() {
    app.innerHTML = '<h1>Our properties</h1><div id="results" class="grid"></div>';
    call('GET', '/listings?' + stay() + '&fields=' + encodeURIComponent(FIELDS)).then(function (res) {
      document.getElementById('results').innerHTML = res.data.results
        .map(function (l) {
          return '<article class="property-card card"><h2><a class="property-link" data-listing-id="' + l._id + '" href="/en/properties/' + l._id + '?' + stay() + '">' +
            esc(l.title) + '</a></h2><p>' + esc(l.address.neighborhood) + ' · ' + l.accommodates + ' guests · from ' + euros(l.prices.basePrice) + ' / night</p></article>';
        })
        .join('');
    });
  }

  function propertyPage(id) {
    call('GET', '/listings/' + id + '?fields=' + encodeURIComponent(FIELDS)).then(function (res) {
      var l = res.data;
      var options = '';
      for (var g = 1; g <= l.accommodates; g++) options += '<option value="' + g + '"' + (String(g) === query.get('minOccupancy') ? ' selected' : '') + '>' + g + '</option>';
      app.innerHTML =
        '<div class="grid"><article class="card"><h1 class="listing-title">' + esc(l.title) + '</h1><p>' + esc(l.propertyType) + ' in ' + esc(l.address.neighborhood) +
        ' · minimum ' + l.terms.minNights + ' nights</p></article>' +
        '<aside class="card book-now-widget"><label>Check in <input id="checkIn" value="' + esc(query.get('checkIn')) + '"></label>' +
        '<label>Check out <input id="checkOut" value="' + esc(query.get('checkOut')) + '"></label>' +
        '<label>Guests <select id="guests">' + options + '</select></label><div id="price-box"></div>' +
        '<button type="button" id="reserve" class="btn" disabled>Reserve</button><div id="checkout"></div></aside></div>';
      var from = (query.get('checkIn') || '2026-10-01').slice(0, 8) + '01';
      call('GET', '/listings/' + id + '/calendar?from=' + from + '&to=' + from.slice(0, 8) + '28');
      var state = { quote: null };
      var price = function () { quote(l, state); };
      document.getElementById('checkIn').addEventListener('input', price);
      document.getElementById('checkOut').addEventListener('input', price);
      document.getElementById('guests').addEventListener('change', price);
      document.getElementById('reserve').addEventListener('click', function () { checkout(state.quote); });
    });
  }

  function quote(l, state) {
    var box = document.getElementById('price-box');
    var reserve = document.getElementById('reserve');
    state.quote = null;
    reserve.disabled = true;
    var body = {
      checkInDateLocalized: document.getElementById('checkIn').value,
      checkOutDateLocalized: document.getElementById('checkOut').value,
      guestsCount: document.getElementById('guests').value,
      listingId: l._id,
    };
    call('POST', '/reservations/quotes', body).then(function (res) {
      if (!res.ok) {
        var plans = ((res.data.error.data || {}).moreDetails || {}).notApplicableRatePlans || [];
        var short = plans.some(function (p) { return p.notApplicable && p.notApplicable.minNights; });
        box.innerHTML = '<p id="quote-error" class="alert alert-danger">' + (short ? 'Minimum stay is ' + l.terms.minNights + ' nights' : 'These dates are not available') + '</p>';
        return;
      }
      var money = res.data.rates.ratePlans[0].ratePlan.money;
      box.innerHTML = '<ul class="price-breakdown">' + money.invoiceItems.map(function (i) { return '<li><span>' + esc(i.title) + '</span> <span>' + euros(i.amount) + '</span></li>'; }).join('') +
        '</ul><p>Total <strong id="price-total">' + euros(money.hostPayout) + '</strong></p>';
      state.quote = res.data;
      reserve.disabled = false;
    });
  }

  function checkout(q) {
    var field = function (id, label) { return '<label>' + label + ' <input id="' + id + '"></label>'; };
    var plan = q.rates.ratePlans[0].ratePlan;
    document.getElementById('checkout').innerHTML = '<form id="guest-form" onsubmit="return false">' + field('first-name', 'First name') + field('last-name', 'Last name') +
      field('email', 'Email') + field('card-number', 'Card number') + '<button type="button" id="book" class="btn">Book</button></form>';
    document.getElementById('book').addEventListener('click', function () {
      var value = function (id) { return document.getElementById(id).value; };
      var body = { ratePlanId: plan._id, ccToken: /^4242/.test(value('card-number').replace(/\s/g, '')) ? 'pm_card_visa' : '', guest: { firstName: value('first-name'), lastName: value('last-name'), email: value('email') } };
      call('POST', '/reservations/quotes/' + q._id + '/instant', body).then(function (res) {
        if (!res.ok) return;
        app.innerHTML = '<section class="card"><h1>Reservation confirmed</h1><p>Confirmation code <strong id="confirmation-code">' + esc(res.data.confirmationCode) + '</strong></p></section>';
      });
    });
  }

  // the app renders once the page has loaded (as the site's bundled app does, after its own chunks load)
  window.addEventListener('load', function () {
    var m = location.pathname.match(/^\/[a-z]{2}\/properties\/([0-9a-f]{24})\/?$/);
    if (m) propertyPage(m[1]);
    else listPage();
  });
})();
