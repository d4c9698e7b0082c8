/* Harbourlight booking widget v2: a single-page booking flow inside [data-signal-widget]. Its views change
 * without the page's URL changing, so it tells the host page by custom events (bubbling, from the widget's root):
 *   SIGNAL_PAGE_CHANGE  { page, previous, search, resultCount?, property? }   after each view is shown
 *   SIGNAL_QUOTE        { property, checkIn, checkOut, adults, children, available, currency, total, lines, message }
 *   SIGNAL_BOOK         { bookingId, status, property, checkIn, checkOut, adults, children, currency, total, lines }
 */
(function () {
  'use strict';
  var root = document.querySelector('[data-signal-widget]');
  if (!root) return;
  var API = '/widget/api';
  var state = { page: null, search: { checkIn: '', checkOut: '', adults: 2, children: 0 }, results: [], property: null, price: null };

  function esc(s) {
    return String(s == null ? '' : s).replace(/[&<>"']/g, function (c) {
      return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c];
    });
  }
  function money(n) {
    return '£' + Number(n).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  }
  function qs(o) {
    return Object.keys(o).map(function (k) { return encodeURIComponent(k) + '=' + encodeURIComponent(o[k]); }).join('&');
  }
  function getJson(url) {
    return fetch(url, { headers: { Accept: 'application/json' } }).then(function (r) { return r.json(); });
  }
  function signal(name, detail) {
    root.dispatchEvent(new CustomEvent(name, { detail: detail, bubbles: true }));
  }
  function copy(o) {
    return JSON.parse(JSON.stringify(o));
  }
  function stay() {
    return { checkIn: state.search.checkIn, checkOut: state.search.checkOut, adults: state.search.adults, children: state.search.children };
  }

  /** Shows a view, then announces it. */
  function show(page, html, extra) {
    var previous = state.page;
    state.page = page;
    root.setAttribute('data-sw-page', page);
    root.innerHTML = html;
    var detail = { page: page, previous: previous, search: copy(state.search) };
    for (var k in extra || {}) detail[k] = extra[k];
    signal('SIGNAL_PAGE_CHANGE', detail);
  }

  function searchView() {
    var s = state.search;
    show('search',
      '<form class="sw-search" onsubmit="return false">' +
      '<label>Arrive <input type="date" id="sw-checkin" value="' + esc(s.checkIn) + '"></label>' +
      '<label>Leave <input type="date" id="sw-checkout" value="' + esc(s.checkOut) + '"></label>' +
      '<label>Adults <input type="number" id="sw-adults" min="1" max="8" value="' + esc(s.adults) + '"></label>' +
      '<label>Children <input type="number" id="sw-children" min="0" max="6" value="' + esc(s.children) + '"></label>' +
      '<button type="button" id="sw-search" class="btn">Search cottages</button></form>');
    root.querySelector('#sw-search').addEventListener('click', function () {
      state.search = {
        checkIn: root.querySelector('#sw-checkin').value,
        checkOut: root.querySelector('#sw-checkout').value,
        adults: Number(root.querySelector('#sw-adults').value) || 1,
        children: Number(root.querySelector('#sw-children').value) || 0,
      };
      getJson(API + '/search?' + qs(stay())).then(function (answer) {
        state.results = answer.results;
        resultsView();
      });
    });
  }

  function resultsView() {
    var items = state.results.map(function (p) {
      return '<li class="sw-result" data-property-id="' + esc(p.id) + '"><h3>' + esc(p.name) + '</h3><p>' + esc(p.village) + ' · ' +
        p.bedrooms + ' bedrooms · sleeps ' + p.sleeps + ' · from ' + money(p.nightlyFrom) + ' a night</p>' +
        '<button type="button" class="btn sw-open">View cottage</button></li>';
    });
    show('results', '<p class="sw-count">' + state.results.length + ' cottages available</p><ul class="sw-results">' + items.join('') + '</ul>' +
      '<button type="button" class="sw-back">Change search</button>', { resultCount: state.results.length });
    root.querySelector('.sw-back').addEventListener('click', searchView);
    Array.prototype.forEach.call(root.querySelectorAll('.sw-result'), function (li) {
      li.querySelector('.sw-open').addEventListener('click', function () {
        getJson(API + '/properties/' + encodeURIComponent(li.getAttribute('data-property-id'))).then(propertyView);
      });
    });
  }

  function propertyView(p) {
    state.property = { id: p.id, name: p.name };
    state.price = null;
    var s = state.search;
    show('property',
      '<article class="sw-property" data-property-id="' + esc(p.id) + '"><h2 class="sw-property-name">' + esc(p.name) + '</h2>' +
      '<p>' + esc(p.village) + ' · ' + p.bedrooms + ' bedrooms · sleeps ' + p.sleeps + '</p>' +
      '<label>Arrive <input type="date" id="sw-q-checkin" value="' + esc(s.checkIn) + '"></label>' +
      '<label>Leave <input type="date" id="sw-q-checkout" value="' + esc(s.checkOut) + '"></label>' +
      '<button type="button" id="sw-get-price" class="btn">Get price</button><div id="sw-price"></div>' +
      '<button type="button" id="sw-book" class="btn" hidden>Book this cottage</button></article>',
      { property: copy(state.property) });
    root.querySelector('#sw-get-price').addEventListener('click', function () {
      state.search.checkIn = root.querySelector('#sw-q-checkin').value;
      state.search.checkOut = root.querySelector('#sw-q-checkout').value;
      var ask = stay();
      ask.propertyId = state.property.id;
      getJson(API + '/price?' + qs(ask)).then(showPrice);
    });
    root.querySelector('#sw-book').addEventListener('click', checkoutView);
  }

  function showPrice(price) {
    state.price = price;
    var out = root.querySelector('#sw-price');
    if (price.available) {
      out.innerHTML = '<table class="sw-lines">' + price.lines.map(function (l) {
        return '<tr><td>' + esc(l.label) + '</td><td>' + money(l.amount) + '</td></tr>';
      }).join('') + '<tr class="sw-total"><td>Total</td><td>' + money(price.total) + '</td></tr></table>';
    } else out.innerHTML = '<p class="sw-error">' + esc(price.message) + '</p>';
    root.querySelector('#sw-book').hidden = !price.available;
    var detail = stay();
    detail.property = copy(state.property);
    for (var k in price) detail[k] = price[k];
    signal('SIGNAL_QUOTE', detail);
  }

  function checkoutView() {
    show('checkout',
      '<h2>Your details</h2><p>' + esc(state.property.name) + ', ' + esc(state.search.checkIn) + ' to ' + esc(state.search.checkOut) +
      ' · Total ' + money(state.price.total) + '</p><form class="sw-guest" onsubmit="return false">' +
      '<label>First name <input type="text" id="sw-first-name" autocomplete="given-name"></label>' +
      '<label>Last name <input type="text" id="sw-last-name" autocomplete="family-name"></label>' +
      '<label>Email <input type="email" id="sw-email" autocomplete="email"></label>' +
      '<button type="button" id="sw-confirm" class="btn">Confirm booking</button><p class="sw-error" id="sw-book-error"></p></form>',
      { property: copy(state.property) });
    root.querySelector('#sw-confirm').addEventListener('click', function () {
      var body = stay();
      body.propertyId = state.property.id;
      body.guest = { firstName: root.querySelector('#sw-first-name').value, lastName: root.querySelector('#sw-last-name').value, email: root.querySelector('#sw-email').value };
      fetch(API + '/bookings', { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(body) })
        .then(function (r) { return r.json(); })
        .then(function (answer) {
          if (answer.status !== 'confirmed') {
            root.querySelector('#sw-book-error').textContent = answer.message;
            return;
          }
          confirmationView(answer);
        });
    });
  }

  function confirmationView(answer) {
    show('confirmation',
      '<div class="sw-confirmation"><h2>Thank you, your cottage is booked</h2><p>Booking reference <strong class="sw-ref">' + esc(answer.bookingId) + '</strong></p>' +
      '<p>' + esc(state.property.name) + ', ' + esc(state.search.checkIn) + ' to ' + esc(state.search.checkOut) + ' · ' + money(answer.total) + ' paid</p></div>',
      { property: copy(state.property), bookingId: answer.bookingId });
    var detail = stay();
    detail.bookingId = answer.bookingId;
    detail.status = answer.status;
    detail.property = copy(state.property);
    detail.currency = answer.currency;
    detail.total = answer.total;
    detail.lines = answer.lines;
    signal('SIGNAL_BOOK', detail);
  }

  searchView();
})();
