/* Podere degli Ulivi's application.js (assumed; Rails conventions): XHRs carry X-Requested-With and the page's
 * X-CSRF-Token, ask for JSON, and post forms url-encoded with Rails' nested reservation[...] names.
 * - home: the availability search asks GET /rental_accommodations?start&end&adults&children (dd/mm/yyyy) and lists
 *   the free apartments, linking each with the stay;
 * - an apartment's page: "Calculate price" asks GET /get_booking_price (id and dates only), "Book now" posts the
 *   stay to /check_booking and shows its validation errors or the guest details; the form posts to /reservations
 *   and goes to the answer's thank_you_url. */
(function () {
  'use strict';
  var token = (document.querySelector('meta[name="csrf-token"]') || {}).content;
  function esc(s) { return String(s).replace(/[&<>"]/g, function (c) { return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]; }); }
  function euros(v) {
    var parts = Number(v).toFixed(2).split('.');
    return parts[0].replace(/\B(?=(\d{3})+(?!\d))/g, '.') + ',' + parts[1] + ' €';
  }
  function request(method, url, body, done) {
    var xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.setRequestHeader('Accept', 'application/json, text/javascript, */*; q=0.01');
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    if (token) xhr.setRequestHeader('X-CSRF-Token', token);
    if (body != null) xhr.setRequestHeader('Content-Type', 'application/x-www-form-urlencoded; charset=UTF-8');
    xhr.onload = function () { done(xhr.status, JSON.parse(xhr.responseText || 'null')); };
    xhr.send(body);
  }
  function query(fields) { return new URLSearchParams(fields).toString(); }
  function errors(validation) {
    return Object.keys(validation || {}).map(function (k) {
      return validation[k].map(function (m) { return '<li>' + esc(k === 'base' ? m : k.replace(/db$/, '').replace(/_/g, ' ') + ' ' + m) + '</li>'; }).join('');
    }).join('');
  }

  var search = document.getElementById('availability_search');
  if (search) {
    search.addEventListener('submit', function (e) {
      e.preventDefault();
      var stay = { start: search.start.value, end: search.end.value, adults: search.adults.value, children: search.children.value };
      request('GET', '/rental_accommodations?' + query(stay), null, function (status, list) {
        var out = document.getElementById('accommodations');
        if (status !== 200 || !list || !list.length) { out.innerHTML = '<p class="no-results">No apartment is free for these dates.</p>'; return; }
        out.innerHTML = '<p class="results-count">' + list.length + ' apartments free</p>' + list.map(function (a) {
          return '<div class="accommodation-card card" data-id="' + a.id + '"><h3><a href="' + esc(a.url) + '?' + esc(query(stay)) + '">' + esc(a.name) + '</a></h3><p>' + esc(a.summary) + ' · from ' + euros(a.price_from) + ' per night</p></div>';
        }).join('');
      });
    });
  }

  var form = document.getElementById('new_reservation');
  if (!form) return;
  var f = function (n) { return form.elements['reservation[' + n + ']'].value; };
  var priceBox = document.getElementById('booking-price');
  var errorBox = document.getElementById('booking-errors');
  var details = document.getElementById('guest-details');
  function stay() {
    return { authenticity_token: token, 'reservation[rental_accommodation_id]': f('rental_accommodation_id'), 'reservation[start]': f('start'), 'reservation[end]': f('end'), 'reservation[adults]': f('adults'), 'reservation[children]': f('children') };
  }
  document.getElementById('calculate-price').addEventListener('click', function () {
    request('GET', '/get_booking_price?' + query({ rental_accommodation_id: f('rental_accommodation_id'), start: f('start'), end: f('end') }), null, function (status, a) {
      priceBox.innerHTML = a && a.price != null
        ? '<p>' + a.nights + ' nights: <strong class="booking-price-total">' + euros(a.price) + '</strong></p>'
        : '<p class="booking-price-error">' + esc((a && a.error) || 'Price not available') + '</p>';
    });
  });
  document.getElementById('book-now').addEventListener('click', function () {
    request('POST', '/check_booking', query(stay()), function (status, a) {
      var list = errors(a && a.validation);
      details.hidden = !!list || !a || a.total == null;
      errorBox.innerHTML = list ? '<ul class="validation-errors">' + list + '</ul>' : '<p class="check-total">Total ' + euros(a.total) + '</p>';
    });
  });
  form.addEventListener('submit', function (e) {
    e.preventDefault();
    request('POST', '/reservations', new URLSearchParams(new FormData(form)).toString(), function (status, a) {
      if (status === 201 && a && a.thank_you_url) { window.location.assign(a.thank_you_url); return; }
      errorBox.innerHTML = '<ul class="validation-errors">' + errors(a && a.validation) + '</ul>';
    });
  });
})();
